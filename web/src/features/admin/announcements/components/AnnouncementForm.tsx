import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
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
import { AudienceField, audienceError } from './AudienceField';
import { ScheduleField } from './ScheduleField';
import { formatDateTime } from '../../../../lib/format-date';
import { AudienceSummary, FixedAudienceNote } from './AudienceSummary';

type AnnouncementValues = z.output<typeof announcementInputSchema>;

export interface AnnouncementFormProps {
  /** The announcement being edited, or null for a new one. */
  announcement: AdminAnnouncement | null;
  /** The edition a new one is posted to (the current one when undefined). */
  year: number | undefined;
  submitting: boolean;
  onSubmit: (input: AnnouncementValues) => void;
  onCancel: () => void;
}

function initialValues(announcement: AdminAnnouncement | null): AnnouncementInput {
  if (!announcement) {
    return { title: '', content: '', priority: 'normal', attachments: [], emailParticipants: false, audience: { kind: 'everyone' }, publishAt: null, pinned: false };
  }
  const { title, content, priority, attachments, audience, publishAt, publishedAt, pinned, emailOnPublish } = announcement;
  // Emailing a published one is a fresh decision on every save; a scheduled one keeps its choice until it goes out.
  return { title, content, priority, attachments, audience, publishAt, pinned, emailParticipants: publishedAt === null && emailOnPublish };
}

/**
 * Title, content, priority, attachments, audience, schedule and pin, checked with the shared
 * schema; emailing asks first. Once published, its audience and schedule are fixed.
 */
export function AnnouncementForm({ announcement, year, submitting, onSubmit, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const [uploading, setUploading] = useState(false);
  const form = useForm<AnnouncementInput, unknown, AnnouncementValues>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: initialValues(announcement),
  });
  const { errors } = form.formState;
  const published = announcement !== null && announcement.publishedAt !== null;
  const scheduled = useWatch({ control: form.control, name: 'publishAt' });

  const submit = (values: AnnouncementValues) => {
    if (!values.emailParticipants) {
      onSubmit(values);
      return;
    }
    if (!published && values.publishAt !== null) {
      // A scheduled one is emailed when it is published: nothing goes out now.
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
              onChange={(value) => field.onChange(announcementPrioritySchema.parse(value ?? 'normal'))}
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
        {published && announcement ? (
          <Stack gap={4}>
            <AudienceSummary announcement={announcement} />
            <FixedAudienceNote />
          </Stack>
        ) : (
          <>
            <Controller
              control={form.control}
              name="audience"
              render={({ field }) => (
                <AudienceField value={field.value ?? { kind: 'everyone' }} onChange={field.onChange} year={announcement?.year ?? year} error={audienceError(errors.audience)} />
              )}
            />
            <Controller
              control={form.control}
              name="publishAt"
              render={({ field }) => <ScheduleField value={field.value ?? null} onChange={field.onChange} error={text(errors.publishAt?.message)} />}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="pinned"
          render={({ field }) => (
            <Switch label={t('form.pinned')} description={t('form.pinnedHint')} checked={field.value ?? false} onChange={(event) => field.onChange(event.currentTarget.checked)} />
          )}
        />
        <Controller
          control={form.control}
          name="emailParticipants"
          render={({ field }) => (
            <Checkbox
              label={t('form.emailParticipants')}
              description={
                announcement?.emailedAt
                  ? t('form.alreadyEmailed', { date: formatDateTime(announcement.emailedAt) })
                  : !published && scheduled
                    ? t('form.emailOnPublishHint')
                    : t('form.emailParticipantsHint')
              }
              checked={field.value ?? false}
              error={text(errors.emailParticipants?.message)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={uploading}>
            {announcement ? t('form.save') : scheduled ? t('form.schedule') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
