import { ActionIcon, Box, Group, Image, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { formatFileSize, IMAGE_MIME_TYPES, type Attachment } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../api/download-attachment';

const isImage = (attachment: Attachment) => IMAGE_MIME_TYPES.some((type) => type === attachment.fileType);

function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('participantUpdates');
  const [failed, setFailed] = useState(false);
  if (!isImage(attachment)) {
    return (
      <Box c="red.7" aria-hidden>
        <IconFileTypePdf size={32} />
      </Box>
    );
  }
  if (failed) {
    return (
      <Stack gap={2} align="center" role="img" aria-label={`${t('messages.imageUnavailable')}: ${attachment.fileName}`} p="sm">
        <IconPhotoOff size={28} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('messages.imageUnavailable')}
        </Text>
      </Stack>
    );
  }
  return (
    <Image
      src={attachment.url}
      alt={t('announcements.imageAlt', { fileName: attachment.fileName })}
      radius="sm"
      h={160}
      fit="contain"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** An announcement's files: images shown inline, each with its name, size and a download button. */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation('participantUpdates');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('announcements.attachments')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {attachments.map((attachment) => {
          const downloadLabel = t('announcements.download', { fileName: attachment.fileName });
          return (
            <Paper key={attachment.id} withBorder p="sm" radius="md">
              <Stack gap="xs">
                <AttachmentPreview attachment={attachment} />
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Box miw={0}>
                    <Text size="sm" truncate="end" title={attachment.fileName}>
                      {attachment.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(attachment.fileSize)}
                    </Text>
                  </Box>
                  <Tooltip label={downloadLabel}>
                    <ActionIcon variant="light" size="lg" aria-label={downloadLabel} onClick={() => void downloadAttachment(attachment)}>
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
