import { Badge, Group, Text } from '@mantine/core';
import { IconClock, IconPin, IconUsers } from '@tabler/icons-react';
import type { AdminAnnouncement, Audience } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';

/** A badge whose text wraps on a narrow screen instead of being cut. */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%', textTransform: 'none' }, label: { whiteSpace: 'normal' } } as const;

/** "Everyone", "Day 0 group", "Missing: Passport", "3 chosen participants". */
function useAudienceLabel() {
  const { t } = useTranslation('adminAnnouncements');
  return (audience: Audience) => {
    switch (audience.kind) {
      case 'missingSetup':
        return t('audience.missing', { item: t(`audience.items.${audience.item}`) });
      case 'participants':
        return t('audience.chosen', { count: audience.userIds.length });
      default:
        return t(`audience.kinds.${audience.kind}`);
    }
  };
}

/** Who an announcement is for (and how many it reached), whether it waits for its time, and whether it is pinned. */
export function AudienceSummary({ announcement }: { announcement: AdminAnnouncement }) {
  const { t } = useTranslation('adminAnnouncements');
  const audienceLabel = useAudienceLabel();
  const { audience, recipients, publishAt, publishedAt, pinned, emailOnPublish } = announcement;
  return (
    <Group gap="xs">
      <Badge variant="light" color="gray" leftSection={<IconUsers size={12} aria-hidden />} styles={WRAPPING}>
        {audienceLabel(audience)}
        {recipients !== null && ` · ${t('audience.reached', { count: recipients })}`}
      </Badge>
      {publishedAt === null && publishAt !== null && (
        <Badge variant="light" color="yellow" leftSection={<IconClock size={12} aria-hidden />} styles={WRAPPING}>
          {t('schedule.scheduledFor', { date: formatDateTime(publishAt) })}
          {emailOnPublish && ` · ${t('schedule.withEmail')}`}
        </Badge>
      )}
      {pinned && (
        <Badge variant="light" color="grape" leftSection={<IconPin size={12} aria-hidden />}>
          {t('list.pinned')}
        </Badge>
      )}
    </Group>
  );
}

/** A line for the form of a published announcement: its audience and schedule no longer change. */
export function FixedAudienceNote() {
  const { t } = useTranslation('adminAnnouncements');
  return (
    <Text size="sm" c="dimmed">
      {t('form.audienceFixed')}
    </Text>
  );
}
