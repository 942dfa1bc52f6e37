import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { ANNOUNCEMENT_DISPLAY, type Announcement } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { AttachmentList } from './AttachmentList';
import { ExpandableMessage } from './ExpandableMessage';
import { PriorityBadge } from './PriorityBadge';

/** Read-only for participants (spec 6): no edit control. */
export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('participantUpdates');
  return (
    <Card component="article" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={4} style={{ overflowWrap: 'anywhere' }}>
            {announcement.title}
          </Title>
          <PriorityBadge priority={announcement.priority} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('announcements.postedOn', { date: formatDateTime(announcement.createdAt) })}
        </Text>
        <ExpandableMessage
          text={announcement.content}
          previewChars={ANNOUNCEMENT_DISPLAY.contentPreviewChars}
          moreLabel={t('announcements.readMore')}
          lessLabel={t('announcements.readLess')}
        />
        {announcement.attachments.length > 0 && <AttachmentList attachments={announcement.attachments} />}
      </Stack>
    </Card>
  );
}
