import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { ANNOUNCEMENT_DISPLAY, type ParticipantAnnouncement } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { ExpandableText } from '../../../landing/components/shared/ExpandableText';
import { truncate } from '../../../landing/content/display';
import { useReadReceipt } from '../use-read-receipt';
import { AttachmentList } from './AttachmentList';
import { PriorityBadge } from './PriorityBadge';

/** Read-only for participants (spec 6): no edit control. Being shown, or opened with Read More, sends its read receipt. */
export function AnnouncementCard({ announcement }: { announcement: ParticipantAnnouncement }) {
  const { t } = useTranslation('participantUpdates');
  const { cardRef, markRead } = useReadReceipt<HTMLElement>(announcement);
  return (
    <Card ref={cardRef} component="article" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={4} style={{ overflowWrap: 'anywhere' }}>
            {announcement.title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {announcement.pinned && (
              <Badge variant="light" color="grape" leftSection={<IconPin size={12} aria-hidden />}>
                {t('announcements.pinned')}
              </Badge>
            )}
            <PriorityBadge priority={announcement.priority} />
          </Group>
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
          onExpand={markRead}
        />
        {announcement.attachments.length > 0 && <AttachmentList attachments={announcement.attachments} />}
      </Stack>
    </Card>
  );
}
