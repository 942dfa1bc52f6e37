import { ActionIcon, Anchor, Badge, Group, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatFileSize, type AdminAnnouncement } from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentIcon } from './AttachmentsField';
import { AudienceSummary } from './AudienceSummary';
import { PriorityBadge } from './PriorityBadge';
import { formatDateTime } from '../../../../lib/format-date';

export interface AnnouncementCardProps {
  announcement: AdminAnnouncement;
  onEdit: () => void;
  onDelete: () => void;
  /** Who has read it: "Read by N of M", which opens the list. */
  reads: ReactNode;
}

/** A change within a minute of posting is part of posting it, not an edit worth showing. */
const EDIT_GRACE_MS = 60_000;
const wasEdited = (createdAt: string, updatedAt: string | undefined): updatedAt is string =>
  updatedAt !== undefined && Date.parse(updatedAt) - Date.parse(createdAt) > EDIT_GRACE_MS;

/** One announcement as participants will read it, with the organizers' edit and delete controls. */
export function AnnouncementCard({ announcement, onEdit, onDelete, reads }: AnnouncementCardProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { title, content, priority, attachments, createdAt, updatedAt, emailedAt, publishedAt } = announcement;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <PriorityBadge priority={priority} />
              {emailedAt && (
                <Badge color="agave" variant="light" leftSection={<IconMailCheck size={12} aria-hidden />}>
                  {t('list.emailedBadge')}
                </Badge>
              )}
            </Group>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {/* A scheduled one is posted when it is published; until then it was only written. */}
              {publishedAt ? t('list.postedAt', { date: formatDateTime(publishedAt) }) : t('list.writtenAt', { date: formatDateTime(createdAt) })}
              {wasEdited(createdAt, updatedAt) && ` · ${t('list.editedAt', { date: formatDateTime(updatedAt) })}`}
              {emailedAt && ` · ${t('list.emailedAt', { date: formatDateTime(emailedAt) })}`}
            </Text>
            <AudienceSummary announcement={announcement} />
            {reads}
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" size="lg" aria-label={t('list.edit', { title })} onClick={onEdit}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" size="lg" color="red" aria-label={t('list.delete', { title })} onClick={onDelete}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Spoiler maxHeight={96} showLabel={t('list.showMore')} hideLabel={t('list.showLess')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {content}
          </Text>
        </Spoiler>
        {attachments.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('list.attachments')}
            </Text>
            {attachments.map((attachment) => (
              <Group key={attachment.id} gap="xs" wrap="nowrap">
                <AttachmentIcon fileType={attachment.fileType} />
                <Anchor href={attachment.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {attachment.fileName}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(attachment.fileSize)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
