import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { editionSettingsSchema, type EditionSettings } from '@trek/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditionView } from '../api/content-api';
import { useEdition, useSaveEdition } from '../queries/use-content';

const TEXT_FIELDS = ['startDate', 'endDate', 'day0Date', 'applicationDeadline', 'transferDeadline', 'whatsappGroupUrl', 'contactEmail'] as const;
const NUMBER_FIELDS = ['year', 'priceAfterSubsidyUsd', 'subsidyUsd', 'depositUsd', 'subsidizedSpots'] as const;

const settingsOf = ({ updatedAt: _at, updatedBy: _by, ...settings }: EditionView): EditionSettings => settings;

/** Year, dates, prices, deadlines, group link and contact email, saved as one document. */
export function EditionSettingsForm() {
  const { t } = useTranslation('adminContent');
  const edition = useEdition();
  const save = useSaveEdition();
  const form = useForm<EditionSettings>({ resolver: zodResolver(editionSettingsSchema) });
  const { reset } = form;

  useEffect(() => {
    if (edition.data) reset(settingsOf(edition.data));
  }, [edition.data, reset]);

  if (edition.isPending) return <Loader size="sm" />;
  if (edition.isError) return <Alert color="red">{t('loadFailed')}</Alert>;

  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={form.handleSubmit((settings) => save.mutate(settings))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {edition.data.updatedAt
              ? t('edition.lastSaved', { when: new Date(edition.data.updatedAt).toLocaleString() })
              : t('edition.neverSaved')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {NUMBER_FIELDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t(`edition.${name}`)}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            {TEXT_FIELDS.map((name) => (
              <TextInput key={name} label={t(`edition.${name}`)} {...form.register(name)} error={form.formState.errors[name]?.message} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
