import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Loader, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { editionSettingsSchema, nextEditionSettings, ruleTransferDeadline, TREK_TIME_ZONE, type EditionSettings, type EditionView } from '@trek/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../../../components/DateField';
import { FormDateField, FormNumberField } from '../../../../components/FormFields';
import { calendarDate, longDate } from '../../../edition/edition-dates';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { formatDateTime } from '../../../../lib/format-date';
import { useEdition, useSaveEdition, useStartNextEdition } from '../queries/content-queries';
import { AdmissionSettingsFields, type EditionForm } from './AdmissionSettingsFields';

/** Calendar days, picked from a calendar; Day 0 may stay blank. */
const DATE_FIELDS = ['startDate', 'endDate', 'day0Date', 'applicationDeadline'] as const;
const TEXT_FIELDS = ['whatsappGroupUrl', 'contactEmail'] as const;
const NUMBER_FIELDS = ['logisticsRetentionDays', 'applicationRetentionDays'] as const;
const MONEY_FIELDS = ['priceAfterSubsidyUsd', 'subsidyUsd', 'depositUsd'] as const;

/** When the deposit and the balance fall due (the payments service's ledgers and reminders read them). */
const PAYMENT_DATE_FIELDS = ['depositDueDate', 'balanceDueDate'] as const;

const settingsOf = ({ updatedAt: _at, updatedBy: _by, ...settings }: EditionView): EditionSettings => settings;

/**
 * Year, dates, prices and payment due dates, deadlines, group link, contact email, the organizers'
 * digest time, the directory's current cohort and admissions (capacity, subsidized spots, review
 * criteria, blind review, offers, waitlist), saved as one document.
 */
export function EditionSettingsForm() {
  const { t } = useTranslation('adminContent');
  // The schema's messages are the contracts' English; shown in the page's language.
  const { text } = useContractMessage();
  const edition = useEdition();
  const save = useSaveEdition();
  const form: EditionForm = useForm<z.input<typeof editionSettingsSchema>, unknown, EditionSettings>({ resolver: zodResolver(editionSettingsSchema) });
  const { reset } = form;

  useEffect(() => {
    if (edition.data) reset(settingsOf(edition.data));
  }, [edition.data, reset]);

  if (edition.isPending) return <Loader size="sm" />;
  if (edition.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  const { year } = edition.data;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form noValidate onSubmit={form.handleSubmit((settings) => save.mutate(settings))}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {edition.data.updatedAt
                ? t('edition.lastSaved', { when: formatDateTime(edition.data.updatedAt) })
                : t('edition.neverSaved')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {/* The year moves only with "Start the next edition", which keeps the past one as history. */}
              <NumberInput label={t('edition.year')} value={year} readOnly variant="filled" description={t('edition.yearHint')} />
              {DATE_FIELDS.map((name) => (
                <FormDateField key={name} control={form.control} name={name} label={t(`edition.${name}`)} clearable={name === 'day0Date'} />
              ))}
              {NUMBER_FIELDS.map((name) => (
                <FormNumberField key={name} control={form.control} name={name} label={t(`edition.${name}`)} />
              ))}
              <Controller
                control={form.control}
                name="transferDeadline"
                render={({ field, fieldState }) => (
                  // A day in the calendar; transfers close at its end (UTC), the spec's own deadline time.
                  <DateField
                    label={t('edition.transferDeadline')}
                    description={t('edition.transferDeadlineHint')}
                    value={(field.value ?? '').slice(0, 10)}
                    onChange={(day) => field.onChange(day === '' ? '' : `${day}T23:59:59.999Z`)}
                    defaultDate={ruleTransferDeadline(year).toISOString().slice(0, 10)}
                    clearable
                    error={text(fieldState.error?.message)}
                  />
                )}
              />
              {TEXT_FIELDS.map((name) => (
                <TextInput key={name} label={t(`edition.${name}`)} {...form.register(name)} error={text(form.formState.errors[name]?.message)} />
              ))}
              <TextInput
                type="time"
                label={t('edition.digestTime')}
                description={t('edition.digestTimeHint', { timeZone: TREK_TIME_ZONE })}
                {...form.register('digestTime')}
                error={text(form.formState.errors.digestTime?.message)}
              />
            </SimpleGrid>
            <Title order={3} size="h6">
              {t('edition.payments.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {MONEY_FIELDS.map((name) => (
                <FormNumberField key={name} control={form.control} name={name} label={t(`edition.${name}`)} prefix="US$ " thousandSeparator="," min={0} />
              ))}
              {PAYMENT_DATE_FIELDS.map((name) => (
                <FormDateField
                  key={name}
                  control={form.control}
                  name={`payments.${name}`}
                  label={t(`edition.payments.${name}`)}
                  description={t('edition.payments.hint')}
                  clearable
                />
              ))}
            </SimpleGrid>
            <AdmissionSettingsFields form={form} />
            <Controller
              control={form.control}
              name="directoryOpen"
              render={({ field }) => (
                <Switch
                  label={t('edition.directoryOpen', { year })}
                  description={t('edition.directoryOpenHint')}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <StartNextEditionCard edition={settingsOf(edition.data)} />
    </Stack>
  );
}

/** Moves the site on a year, after a dialog that says what will happen. */
function StartNextEditionCard({ edition }: { edition: EditionSettings }) {
  const { t } = useTranslation('adminContent');
  const start = useStartNextEdition();
  const next = nextEditionSettings(edition);
  const values = { year: edition.year, next: next.year };

  const confirm = () =>
    modals.openConfirmModal({
      title: t('nextEdition.confirmTitle', values),
      size: 'lg',
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('nextEdition.confirmIntro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('nextEdition.confirmYear', values)}</List.Item>
            <List.Item>
              {t('nextEdition.confirmDates', {
                dates: `${longDate(next.startDate)} – ${longDate(next.endDate)}`,
                applicationDeadline: calendarDate(next.applicationDeadline),
              })}
            </List.Item>
            <List.Item>{t('nextEdition.confirmHistory', values)}</List.Item>
            <List.Item>{t('nextEdition.confirmParticipants', values)}</List.Item>
            <List.Item>{t('nextEdition.confirmReset', values)}</List.Item>
          </List>
          <Text size="sm" fw={600}>
            {t('nextEdition.confirmFinal')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('nextEdition.confirm', values), cancel: t('cancel') },
      confirmProps: { color: 'terracotta' },
      // The request names the year it moves from: a second click or another organizer's is refused.
      onConfirm: () => start.mutate(edition.year),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('nextEdition.title')}
        </Title>
        <Text size="sm">{t('nextEdition.intro', values)}</Text>
        <Group justify="flex-end">
          <Button variant="outline" color="terracotta" onClick={confirm} loading={start.isPending} disabled={start.isPending}>
            {t('nextEdition.button', values)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
