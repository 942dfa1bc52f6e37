import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_SETUP_REMINDERS,
  MAX_REMINDER_DAYS_BEFORE,
  MAX_SETUP_REMINDERS,
  REMINDER_ANCHORS,
  setupReminderScheduleSchema,
  type SetupReminderSchedule,
  type SetupRemindersView,
} from '@trek/contracts';
import { Controller, get, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { showToast } from '../../../lib/toast';
import { useSaveSetupReminders } from './queries/setup-reminders-queries';

export interface ReminderScheduleFormProps {
  saved: SetupRemindersView;
  onSaved: () => void;
}

/** The reminders as a list of "N days before <deadline or trek start>"; an empty list turns them off. */
export function ReminderScheduleForm({ saved, onSaved }: ReminderScheduleFormProps) {
  const { t } = useTranslation('admin');
  const { text, errorText } = useContractMessage();
  const save = useSaveSetupReminders();
  const form = useForm<SetupReminderSchedule>({
    resolver: zodResolver(setupReminderScheduleSchema),
    defaultValues: { reminders: saved.reminders.map(({ anchor, daysBefore }) => ({ anchor, daysBefore })) },
  });
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'reminders' });
  const errorOf = (path: string) => text((get(form.formState.errors, path) as { message?: string } | undefined)?.message);
  const listError = errorOf('reminders.root') ?? errorOf('reminders');
  const anchors = REMINDER_ANCHORS.map((anchor) => ({ value: anchor, label: t(`overview.reminders.anchors.${anchor}`) }));

  const submit = form.handleSubmit(async (schedule) => {
    try {
      await save.mutateAsync(schedule);
      showToast({ title: t('overview.reminders.saved'), message: t('overview.reminders.savedMessage', { count: schedule.reminders.length }), tone: 'success' });
      onSaved();
    } catch (error) {
      showToast({ title: t('overview.reminders.saveFailed'), message: errorText(error, t('overview.reminders.networkError')), tone: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('overview.reminders.formIntro')}
        </Text>
        {fields.length === 0 && <Text size="sm">{t('overview.reminders.noneSet')}</Text>}
        {fields.map((field, index) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
            <Controller
              control={form.control}
              name={`reminders.${index}.daysBefore`}
              render={({ field: input }) => (
                <NumberInput
                  label={t('overview.reminders.daysBeforeLabel')}
                  aria-label={t('overview.reminders.daysBefore', { number: index + 1 })}
                  min={1}
                  max={MAX_REMINDER_DAYS_BEFORE}
                  allowDecimal={false}
                  value={input.value}
                  onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
                  onBlur={input.onBlur}
                  error={errorOf(`reminders.${index}.daysBefore`)}
                  w={{ base: 80, sm: 140 }}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`reminders.${index}.anchor`}
              render={({ field: input }) => (
                <Select
                  label={t('overview.reminders.anchorLabel')}
                  aria-label={t('overview.reminders.anchor', { number: index + 1 })}
                  data={anchors}
                  value={input.value}
                  onChange={(value) => input.onChange(value ?? input.value)}
                  allowDeselect={false}
                  error={errorOf(`reminders.${index}.anchor`)}
                  style={{ flex: 1, minWidth: 0 }}
                />
              )}
            />
            <ActionIcon variant="subtle" color="red" mt={28} aria-label={t('overview.reminders.remove', { number: index + 1 })} onClick={() => remove(index)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Alert color="red" role="alert">
            {listError}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={fields.length >= MAX_SETUP_REMINDERS}
            onClick={() => append({ anchor: 'transfer-deadline', daysBefore: 7 })}
          >
            {t('overview.reminders.add')}
          </Button>
          <Button variant="subtle" onClick={() => replace(DEFAULT_SETUP_REMINDERS)}>
            {t('overview.reminders.useDefault')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('overview.reminders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
