import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconBed, IconSparkles, IconSend } from '@tabler/icons-react';
import type { Room, RoomsBoard } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../../components/LoadErrorAlert';
import { formatDateTime } from '../../../../../lib/format-date';
import { showToast } from '../../../../../lib/toast';
import { usePublishRooms, useRoomsBoard } from '../queries/rooms-queries';
import { RoomCard, usePersonName } from './RoomCard';
import { RoomFormModal } from './RoomFormModal';
import { RoomSuggestionsModal } from './RoomSuggestionsModal';
import { useRoomsFailureToast } from './rooms-toasts';

/** Whether the draft is published as it is, changed since, or never published. */
function PublishStatus({ board }: { board: RoomsBoard }) {
  const { t } = useTranslation('rooms');
  const date = board.publishedAt === null ? '' : formatDateTime(board.publishedAt);
  const [color, text] =
    board.publishedAt === null ? ['dimmed', t('status.never')] : board.changedSincePublished ? ['terracotta.8', t('status.changed', { date })] : ['agave.8', t('status.published', { date })];
  return (
    <Text size="sm" fw={600} c={color} style={{ flex: '1 1 12rem' }}>
      {text}
    </Text>
  );
}

/** The conflicts and requests the draft does not follow, each in a sentence naming people and rooms. */
function RoomFlagsAlert({ board }: { board: RoomsBoard }) {
  const { t } = useTranslation('rooms');
  const nameOf = usePersonName();
  const labelOf = (roomId: string) => board.rooms.find((room) => room.id === roomId)?.label ?? roomId;
  const { doubleBooked, overSize, singleSharing, splitPairs } = board.flags;
  const lines = [
    ...doubleBooked.map(({ person, roomIds }) => t('flags.doubleBooked', { name: nameOf(person), rooms: roomIds.map(labelOf).join(', ') })),
    ...overSize.map(({ roomId, members, size }) => t('flags.overSize', { room: labelOf(roomId), members, size })),
    ...singleSharing.map(({ person, roomId }) => t('flags.singleSharing', { name: nameOf(person), room: labelOf(roomId) })),
    ...splitPairs.map(({ first, second }) => t('flags.splitPair', { first: nameOf(first), second: nameOf(second) })),
  ];
  if (lines.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('flags.title')}>
      <List size="sm" spacing={4}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Unassigned({ board }: { board: RoomsBoard }) {
  const { t } = useTranslation('rooms');
  const nameOf = usePersonName();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rooms-unassigned">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h5" id="rooms-unassigned">
            {t('unassigned.title')}
          </Title>
          <Badge variant="light" color={board.unassigned.length === 0 ? 'gray' : 'terracotta'}>
            {board.unassigned.length}
          </Badge>
        </Group>
        {board.unassigned.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('unassigned.empty')}
          </Text>
        ) : (
          <Group gap="xs">
            {board.unassigned.map((person) => (
              <Badge key={person.userId} variant="outline" color={person.roommatePreference === 'SINGLE_UPGRADE' ? 'terracotta' : 'gray'} tt="none" fw={500} size="lg" style={{ maxWidth: '100%' }}>
                {nameOf(person)}
                {person.roommatePreference === 'SINGLE_UPGRADE' ? ` · ${t('room.singleUpgrade')}` : ''}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The Logistics tab's Rooms: the current edition's rooms as organizers draft them (add, edit,
 * put people in and take them out, start from the requests), what needs attention, who has no room,
 * and publishing, after which participants see their own room on their trip card.
 */
export function RoomsView() {
  const { t } = useTranslation('rooms');
  const board = useRoomsBoard();
  const publish = usePublishRooms();
  const failed = useRoomsFailureToast();
  const [editing, setEditing] = useState<Room | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [suggesting, setSuggesting] = useState(false);

  if (board.isError) return <LoadErrorAlert title={t('loadFailed')} error={board.error} retryLabel={t('retry')} onRetry={() => void board.refetch()} />;
  if (!board.data) return <Skeleton height={320} radius="md" />;
  const data = board.data;

  const openForm = (room: Room | null) => {
    setEditing(room);
    setFormOpen(true);
  };
  const confirmPublish = () =>
    modals.openConfirmModal({
      title: t('publish.title'),
      children: <Text size="sm">{t('publish.body')}</Text>,
      labels: { confirm: t('publish.confirm'), cancel: t('publish.cancel') },
      onConfirm: () => publish.mutate(undefined, { onSuccess: () => showToast({ title: t('publish.done'), message: t('publish.doneMessage'), tone: 'success' }), onError: failed }),
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" gap="sm">
          <PublishStatus board={data} />
          <Button leftSection={<IconSend size={16} />} onClick={confirmPublish} loading={publish.isPending} disabled={data.publishedAt !== null && !data.changedSincePublished}>
            {t('actions.publish')}
          </Button>
        </Group>
      </Paper>
      <Group gap="sm">
        <Button leftSection={<IconBed size={16} />} onClick={() => openForm(null)}>
          {t('actions.add')}
        </Button>
        <Button variant="light" leftSection={<IconSparkles size={16} />} onClick={() => setSuggesting(true)}>
          {t('actions.suggest')}
        </Button>
      </Group>
      <RoomFlagsAlert board={data} />
      {data.rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noRooms')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.rooms.map((room) => (
            <RoomCard key={room.id} room={room} people={data.people} rooms={data.rooms} onEdit={openForm} />
          ))}
        </SimpleGrid>
      )}
      <Unassigned board={data} />
      <RoomFormModal room={editing} opened={formOpen} onClose={() => setFormOpen(false)} trekDates={data.trekDates} />
      <RoomSuggestionsModal opened={suggesting} onClose={() => setSuggesting(false)} />
    </Stack>
  );
}
