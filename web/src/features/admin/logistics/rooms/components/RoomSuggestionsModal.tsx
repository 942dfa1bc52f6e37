import { Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { RoomSuggestion } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../../../i18n/use-contract-message';
import { showToast } from '../../../../../lib/toast';
import { useCreateRoom, useRoomSuggestions } from '../queries/rooms-queries';
import { usePersonName } from './RoomCard';

export interface RoomSuggestionsModalProps {
  opened: boolean;
  onClose: () => void;
}

const keyOf = (suggestion: RoomSuggestion) => suggestion.members.map((member) => member.userId).join('-');

/** Rooms proposed from the requests; each becomes a room only when the organizer accepts it. */
export function RoomSuggestionsModal({ opened, onClose }: RoomSuggestionsModalProps) {
  const { t } = useTranslation('rooms');
  const { errorText } = useContractMessage();
  const nameOf = usePersonName();
  const suggestions = useRoomSuggestions(opened);
  const create = useCreateRoom();
  const [accepting, setAccepting] = useState(false);

  // One after the other: each is checked against the rooms the previous ones made.
  const accept = async (chosen: RoomSuggestion[]) => {
    setAccepting(true);
    let created = 0;
    let refusal: unknown = null;
    for (const { label, size, night, members } of chosen) {
      try {
        await create.mutateAsync({ label, size, night, memberIds: members.map((member) => member.userId) });
        created += 1;
      } catch (error) {
        refusal = error;
      }
    }
    setAccepting(false);
    if (created > 0) showToast({ title: t('suggestions.accepted', { count: created }), message: refusal === null ? '' : t('suggestions.skipped', { reason: errorText(refusal, '') }), tone: 'success' });
    else if (refusal !== null) showToast({ title: t('toasts.failed'), message: errorText(refusal, t('toasts.failed')), tone: 'error' });
  };

  const list = suggestions.data?.suggestions ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('suggestions.title')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('suggestions.intro')}
        </Text>
        {suggestions.isError && <LoadErrorAlert title={t('loadFailed')} error={suggestions.error} retryLabel={t('retry')} onRetry={() => void suggestions.refetch()} />}
        {suggestions.isPending && <Skeleton height={120} radius="md" />}
        {suggestions.data && list.length === 0 && <Text size="sm">{t('suggestions.empty')}</Text>}
        {list.map((suggestion) => (
          <Paper key={keyOf(suggestion)} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {suggestion.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {suggestion.members.map(nameOf).join(', ')}
                </Text>
              </Stack>
              <Button size="xs" variant="light" disabled={accepting} aria-label={t('suggestions.acceptNamed', { room: suggestion.label })} onClick={() => void accept([suggestion])}>
                {t('suggestions.accept')}
              </Button>
            </Group>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('suggestions.close')}
          </Button>
          {list.length > 0 && (
            <Button loading={accepting} onClick={() => void accept(list)}>
              {t('suggestions.acceptAll')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
