import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { groupEmailInputSchema, type GroupEmailInput } from '@trek/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { AudienceField, audienceError } from './AudienceField';

type GroupEmailValues = z.output<typeof groupEmailInputSchema>;

export interface GroupEmailFormProps {
  submitting: boolean;
  onSubmit: (input: GroupEmailValues) => void;
  onCancel: () => void;
}

/** A plain email (no announcement) to an audience of the current edition, checked with the shared schema. */
export function GroupEmailForm({ submitting, onSubmit, onCancel }: GroupEmailFormProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const form = useForm<GroupEmailInput, unknown, GroupEmailValues>({
    resolver: zodResolver(groupEmailInputSchema),
    defaultValues: { audience: { kind: 'everyone' }, subject: '', message: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="audience"
          render={({ field }) => <AudienceField value={field.value} onChange={field.onChange} year={undefined} error={audienceError(errors.audience)} />}
        />
        <TextInput label={t('groupEmail.subject')} required error={text(errors.subject?.message)} {...form.register('subject')} />
        <Textarea label={t('groupEmail.message')} description={t('form.contentHint')} required rows={7} error={text(errors.message?.message)} {...form.register('message')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('groupEmail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
