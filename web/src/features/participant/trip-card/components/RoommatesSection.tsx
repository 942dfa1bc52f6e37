import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/format-date';
import { useOwnRooms } from '../queries/own-rooms-queries';
import { TripCardSection } from './TripCardSection';

/**
 * The participant's room and roommates, once organizers publish the rooms; before that (or when
 * the read fails) the card shows nothing of rooms.
 */
export function RoommatesSection() {
  const { t } = useTranslation('rooms');
  // The card reads the rooms with its other reads when it opens; this section shows that read.
  const rooms = useOwnRooms({ readWhenShown: false });
  if (!rooms.data?.published) return null;
  return (
    <TripCardSection id="trip-card-rooms" icon={IconBed} title={t('tripCard.title')}>
      {rooms.data.rooms.length === 0 ? (
        <Text size="sm">{t('tripCard.none')}</Text>
      ) : (
        rooms.data.rooms.map((room) => (
          <Stack key={`${room.label}-${room.night ?? 'trip'}`} gap={4}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {room.label}
              </Text>
              <Badge variant="light" color="gray">
                {room.night === null ? t('room.wholeTrip') : t('room.night', { date: formatDay(room.night) })}
              </Badge>
            </Group>
            {room.roommates.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('tripCard.alone')}
              </Text>
            ) : (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('tripCard.roommates')}:{' '}
                </Text>
                {room.roommates.map((roommate) => roommate.name || t('unnamed')).join(', ')}
              </Text>
            )}
          </Stack>
        ))
      )}
    </TripCardSection>
  );
}
