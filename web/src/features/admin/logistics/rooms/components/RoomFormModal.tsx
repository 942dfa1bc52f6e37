import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { roomInputSchema, ROOM_SIZES, type Room, type RoomInput } from '@trek/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractMessage } from '../../../../../i18n/use-contract-message';
import { showToast } from '../../../../../lib/toast';
import { useCreateRoom, useUpdateRoom } from '../queries/rooms-queries';
import { useNightLabel } from './RoomCard';
import { useRoomsFailureToast } from './rooms-toasts';

const WHOLE_TRIP = 'whole-trip';

/** Every day of the trek, first to last (ISO dates, counted in UTC so no time zone shifts a day). */
function trekDays({ start, end }: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = new Date(`${start}T00:00:00.000Z`); day.toISOString().slice(0, 10) <= end && days.length < 60; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

export interface RoomFormModalProps {
  /** The room being edited; null to add one. */
  room: Room | null;
  opened: boolean;
  onClose: () => void;
  trekDates: { start: string; end: string };
}

/** Adds or edits a room: its name, beds (2 to 4), and the whole trip or one night of the trek. */
export function RoomFormModal({ room, opened, onClose, trekDates }: RoomFormModalProps) {
  const { t } = useTranslation('rooms');
  return (
    <Modal opened={opened} onClose={onClose} title={room ? t('form.editTitle', { room: room.label }) : t('form.createTitle')}>
      {/* Keyed so each opening starts from the room as it is now. */}
      {opened && <RoomForm key={room?.id ?? 'new'} room={room} onDone={onClose} trekDates={trekDates} />}
    </Modal>
  );
}

function RoomForm({ room, onDone, trekDates }: { room: Room | null; onDone: () => void; trekDates: { start: string; end: string } }) {
  const { t } = useTranslation('rooms');
  const { text } = useContractMessage();
  const nightLabel = useNightLabel();
  const failed = useRoomsFailureToast();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const form = useForm<z.input<typeof roomInputSchema>, unknown, RoomInput>({
    resolver: zodResolver(roomInputSchema),
    defaultValues: { label: room?.label ?? '', size: room?.size ?? 2, night: room?.night ?? null },
  });
  const { errors } = form.formState;
  const nights = [{ value: WHOLE_TRIP, label: nightLabel(null) }, ...trekDays(trekDates).map((day) => ({ value: day, label: nightLabel(day) }))];

  const submit = form.handleSubmit((input) => {
    const done = {
      onSuccess: () => {
        showToast({ title: t('toasts.saved'), message: input.label, tone: 'success' });
        onDone();
      },
      onError: failed,
    };
    if (room) update.mutate({ roomId: room.id, room: input }, done);
    else create.mutate(input, done);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label={t('form.label')} placeholder={t('form.labelPlaceholder')} {...form.register('label')} error={text(errors.label?.message)} required data-autofocus />
        <Controller
          control={form.control}
          name="size"
          render={({ field, fieldState }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="room-size-label">
                {t('form.size')}
              </Text>
              <SegmentedControl
                aria-labelledby="room-size-label"
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                data={ROOM_SIZES.map((beds) => ({ value: String(beds), label: String(beds) }))}
              />
              {fieldState.error && (
                <Text size="xs" c="red">
                  {text(fieldState.error.message)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Controller
          control={form.control}
          name="night"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.night')}
              description={t('form.nightHelp')}
              data={nights}
              value={field.value ?? WHOLE_TRIP}
              onChange={(value) => field.onChange(value === null || value === WHOLE_TRIP ? null : value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={text(fieldState.error?.message)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
