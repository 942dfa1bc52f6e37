import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  ANNOUNCEMENT_PRIORITIES,
  announcementInputSchema,
  announcementPrioritySchema,
  type AdminAnnouncement,
  type AnnouncementInput,
} from '@trek/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import type { z } from 'zod';
import { AttachmentsField } from './AttachmentsField';
import { formatDateTime } from '../../../../lib/format-date';

type AnnouncementValues = z.output<typeof announcementInputSchema>;

export interface AnnouncementFormProps {
  /** The announcement being edited, or null for a new one. */
  announcement: AdminAnnouncement | null;
  submitting: boolean;
  onSubmit: (input: AnnouncementValues) => void;
  onCancel: () => void;
}

function initialValues(announcement: AdminAnnouncement | null): AnnouncementInput {
  if (!announcement) return { title: '', content: '', priority: 'normal', attachments: [], emailParticipants: false };
  const { title, content, priority, attachments } = announcement;
  // Emailing is a fresh decision on every save, never carried over from the last one.
  return { title, content, priority, attachments, emailParticipants: false };
}

/** Title, content, priority and attachments, checked with the shared schema; emailing everyone asks first. */
export function AnnouncementForm({ announcement, submitting, onSubmit, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const [uploading, setUploading] = useState(false);
  const form = useForm<AnnouncementInput, unknown, AnnouncementValues>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: initialValues(announcement),
  });
  const priority = useWatch({ control: form.control, name: 'priority' });
  const { errors } = form.formState;

  const submit = (values: AnnouncementValues) => {
    if (!values.emailParticipants) {
      onSubmit(values);
      return;
    }
    modals.openConfirmModal({
      title: t('confirmEmail.title'),
      children: t('confirmEmail.body', { title: values.title }),
      labels: { confirm: t('confirmEmail.confirm'), cancel: t('confirmEmail.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => onSubmit(values),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack gap="sm">
        <TextInput label={t('form.title')} required error={text(errors.title?.message)} {...form.register('title')} />
        <Textarea
          label={t('form.content')}
          description={t('form.contentHint')}
          required
          rows={7}
          error={text(errors.content?.message)}
          {...form.register('content')}
        />
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <Select
              label={t('form.priority')}
              data={ANNOUNCEMENT_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
              value={field.value ?? 'normal'}
              allowDeselect={false}
              error={text(errors.priority?.message)}
              onChange={(value) => {
                const next = announcementPrioritySchema.parse(value ?? 'normal');
                field.onChange(next);
                // Only urgent announcements are emailed; leaving urgent withdraws the choice.
                if (next !== 'urgent') form.setValue('emailParticipants', false);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="attachments"
          render={({ field }) => (
            <AttachmentsField
              value={field.value ?? []}
              onChange={field.onChange}
              onBusyChange={setUploading}
              error={text(errors.attachments?.message)}
            />
          )}
        />
        {priority === 'urgent' && (
          <Controller
            control={form.control}
            name="emailParticipants"
            render={({ field }) => (
              <Checkbox
                label={t('form.emailParticipants')}
                description={
                  announcement?.emailedAt ? t('form.alreadyEmailed', { date: formatDateTime(announcement.emailedAt) }) : t('form.emailParticipantsHint')
                }
                checked={field.value ?? false}
                error={text(errors.emailParticipants?.message)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={uploading}>
            {announcement ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
