import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { LogisticsFormValues, LogisticsRecord } from '@trek/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formValuesFromRecord } from '../logistics-form';
import { ReviewStep } from './ReviewStep';

export interface LogisticsReadOnlyProps {
  record: LogisticsRecord;
  /** The participant's past edition. */
  year: number;
}

/**
 * A past edition's logistics: the saved answers to read, with no Edit, Save or Finalize (the
 * server refuses every change once organizers started a later edition).
 */
export function LogisticsReadOnly({ record, year }: LogisticsReadOnlyProps) {
  const { t } = useTranslation('participantLogistics');
  const form = useForm<LogisticsFormValues>({ defaultValues: formValuesFromRecord(record) });
  return (
    <Stack gap="lg">
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title={t('readOnly.title', { year })}>
        {t('readOnly.body', { year })}
      </Alert>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} component="section" aria-label={t('readOnly.label')}>
        <Stack gap="md">
          <Title order={3}>{t('steps.6')}</Title>
          <FormProvider {...form}>
            <ReviewStep status={record.status} />
          </FormProvider>
        </Stack>
      </Paper>
    </Stack>
  );
}
