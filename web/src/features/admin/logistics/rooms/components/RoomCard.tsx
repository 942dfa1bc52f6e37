import { ActionIcon, Badge, Card, CloseButton, Group, Menu, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Room, RoomPerson } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../lib/format-date';
import { useAddRoomMember, useDeleteRoom, useRemoveRoomMember } from '../queries/rooms-queries';
import { useRoomsFailureToast } from './rooms-toasts';

export interface RoomCardProps {
  room: Room;
  /** Everyone who can be put in a room, and the rooms, to say who already has a bed on this room's night. */
  people: RoomPerson[];
  rooms: Room[];
  onEdit: (room: Room) => void;
}

/** Whether two rooms share a night: a whole-trip room shares every night. */
const sameNight = (a: Room, b: Room) => a.night === null || b.night === null || a.night === b.night;

export function usePersonName() {
  const { t } = useTranslation('rooms');
  return (person: Pick<RoomPerson, 'name'>) => person.name || t('unnamed');
}

export function useNightLabel() {
  const { t } = useTranslation('rooms');
  return (night: string | null) => (night === null ? t('room.wholeTrip') : t('room.night', { date: formatDay(night) }));
}

/** One room: its name, beds and night, the people in it (each removable), and a searchable select to add someone. */
export function RoomCard({ room, people, rooms, onEdit }: RoomCardProps) {
  const { t } = useTranslation('rooms');
  const nameOf = usePersonName();
  const nightLabel = useNightLabel();
  const failed = useRoomsFailureToast();
  const add = useAddRoomMember();
  const remove = useRemoveRoomMember();
  const deleteRoom = useDeleteRoom();
  const full = room.members.length >= room.size;
  const memberIds = new Set(room.members.map((member) => member.userId));
  const roomedThatNight = new Set(rooms.filter((other) => other.id !== room.id && sameNight(room, other)).flatMap((other) => other.members.map((member) => member.userId)));
  const candidates = people
    .filter((person) => !memberIds.has(person.userId))
    .map((person) => ({
      value: person.userId,
      label: roomedThatNight.has(person.userId) ? `${nameOf(person)} (${t('room.hasRoom')})` : nameOf(person),
      disabled: roomedThatNight.has(person.userId),
    }));

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('delete.title', { room: room.label }),
      children: <Text size="sm">{t('delete.body')}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteRoom.mutate(room.id, { onError: failed }),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`room-${room.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={`room-${room.id}`} style={{ overflowWrap: 'anywhere' }}>
            {room.label}
          </Title>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { room: room.label })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(room)}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {nightLabel(room.night)}
          </Badge>
          <Badge variant="light" color={room.members.length > room.size ? 'red' : full ? 'agave' : 'terracotta'}>
            {t('room.occupancy', { members: room.members.length, size: room.size })}
          </Badge>
        </Group>
        {room.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('room.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {room.members.map((member) => (
              <Group key={member.userId} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{nameOf(member)}</Text>
                  {member.roommatePreference === 'SINGLE_UPGRADE' && (
                    <Badge size="xs" variant="outline" color="gray">
                      {t('room.singleUpgrade')}
                    </Badge>
                  )}
                </Group>
                <CloseButton
                  size="sm"
                  aria-label={t('room.remove', { name: nameOf(member), room: room.label })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ roomId: room.id, userId: member.userId }, { onError: failed })}
                />
              </Group>
            ))}
          </Stack>
        )}
        <Select
          aria-label={t('room.addTo', { room: room.label })}
          placeholder={full ? t('room.full') : t('room.add')}
          data={candidates}
          searchable
          clearable={false}
          value={null}
          disabled={full || add.isPending}
          nothingFoundMessage="—"
          comboboxProps={{ withinPortal: true }}
          onChange={(userId) => {
            if (userId) add.mutate({ roomId: room.id, userId }, { onError: failed });
          }}
        />
      </Stack>
    </Card>
  );
}
