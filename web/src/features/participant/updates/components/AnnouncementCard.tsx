import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { ANNOUNCEMENT_DISPLAY, type Announcement } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { ExpandableText } from '../../../landing/components/shared/ExpandableText';
import { truncate } from '../../../landing/content/display';
import { AttachmentList } from './AttachmentList';
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
        <ExpandableText
          text={announcement.content}
          cut={(text) => truncate(text, ANNOUNCEMENT_DISPLAY.contentPreviewChars)}
          dimmed={false}
          moreLabel={t('announcements.readMore')}
          lessLabel={t('announcements.readLess')}
        />
        {announcement.attachments.length > 0 && <AttachmentList attachments={announcement.attachments} />}
      </Stack>
    </Card>
  );
}
