import { ActionIcon, Button, FileButton, Group, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconX } from '@tabler/icons-react';
import { ATTACHMENT_MIME_TYPES, formatFileSize, uploadFileProblem, type Attachment } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { showToast } from '../../../../lib/toast';
import { uploadAttachment } from '../api/announcements-api';

/** contracts `announcementFields.attachments` allows at most this many. */
const MAX_ATTACHMENTS = 10;

export interface AttachmentsFieldProps {
  value: Attachment[];
  onChange: (value: Attachment[]) => void;
  error?: string;
  /** Told while a file is uploading, so the form is not saved without it. */
  onBusyChange: (busy: boolean) => void;
}

export function AttachmentIcon({ fileType }: { fileType: string }) {
  return fileType === 'application/pdf' ? <IconFileTypePdf size={18} aria-hidden /> : <IconPhoto size={18} aria-hidden />;
}

/** Files go to the upload service as they are picked; the list shows each one's name and size and can drop it again. */
export function AttachmentsField({ value, onChange, error, onBusyChange }: AttachmentsFieldProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const [uploading, setUploading] = useState<string | null>(null);

  const fail = (message: string) => showToast({ title: t('toasts.uploadFailedTitle'), message, tone: 'error' });

  const add = async (files: File[]) => {
    let attachments = value;
    onBusyChange(true);
    try {
      for (const file of files) {
        if (attachments.length >= MAX_ATTACHMENTS) {
          fail(t('toasts.tooManyAttachments'));
          break;
        }
        const problem = uploadFileProblem(file, ATTACHMENT_MIME_TYPES);
        if (problem) {
          showToast({ title: text(problem.title), message: `${file.name}: ${text(problem.message)}`, tone: 'error' });
          continue;
        }
        setUploading(file.name);
        try {
          attachments = [...attachments, await uploadAttachment(file)];
          onChange(attachments);
        } catch (uploadError) {
          fail(`${file.name}: ${text((uploadError as Error).message)}`);
        }
      }
    } finally {
      setUploading(null);
      onBusyChange(false);
    }
  };

  return (
    <Input.Wrapper label={t('form.attachments')} description={t('form.attachmentsHint')} error={error}>
      <Stack gap="xs" mt={6}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('form.noAttachments')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {value.map((attachment) => (
              <Paper key={attachment.id} component="li" withBorder radius="sm" px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <AttachmentIcon fileType={attachment.fileType} />
                    <Text size="sm" truncate="end" title={attachment.fileName}>
                      {attachment.fileName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatFileSize(attachment.fileSize)}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={uploading !== null}
                    aria-label={t('form.removeAttachment', { name: attachment.fileName })}
                    onClick={() => onChange(value.filter((kept) => kept.id !== attachment.id))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {uploading !== null && (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">{t('form.uploading', { name: uploading })}</Text>
          </Group>
        )}
        <FileButton onChange={(files) => void add(files)} accept={ATTACHMENT_MIME_TYPES.join(',')} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={uploading !== null || value.length >= MAX_ATTACHMENTS}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('form.addAttachment')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
