import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, feedbackInputSchema, type FeedbackInput } from '@trek/contracts';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showToast } from '../../../../lib/toast';
import { useSubmitFeedback } from '../queries/updates-queries';
import { SectionHeader } from './SectionHeader';
import { useContractMessage } from '../../../../i18n/use-contract-message';

type CheckedFeedback = z.output<typeof feedbackInputSchema>;

const EMPTY_FEEDBACK: FeedbackInput = { subject: '', message: '', category: '' };

/** The toast names the first problem in the form's order. */
const FIELD_ORDER = ['subject', 'message', 'category'] as const;

/** Spec 5: subject and message required after trimming, limits 255 and 2000, category optional. */
export function FeedbackForm({ userId }: { userId: string }) {
  const { t } = useTranslation('participantUpdates');
  const { text: translateMessage } = useContractMessage();
  const submitFeedback = useSubmitFeedback(userId);
  const form = useForm<FeedbackInput, unknown, CheckedFeedback>({ resolver: zodResolver(feedbackInputSchema), defaultValues: EMPTY_FEEDBACK });
  const message = useWatch({ control: form.control, name: 'message' });
  const { errors } = form.formState;

  const send = (feedback: CheckedFeedback) =>
    submitFeedback.mutate(feedback, {
      onSuccess: () => {
        form.reset(EMPTY_FEEDBACK);
        showToast({ title: t('feedbackForm.successTitle'), message: t('messages.submitted'), tone: 'success' });
      },
      onError: () => showToast({ title: t('feedbackForm.errorTitle'), message: t('messages.submitFailed'), tone: 'error' }),
    });

  const tellFirstProblem = (fieldErrors: FieldErrors<FeedbackInput>) => {
    const first = FIELD_ORDER.map((field) => fieldErrors[field]?.message).find((problem) => problem !== undefined);
    showToast({ title: t('feedbackForm.validationTitle'), message: translateMessage(first ?? ''), tone: 'error' });
  };

  const submit = form.handleSubmit(send, tellFirstProblem);

  return (
    <Stack component="section" aria-labelledby="participant-feedback-form-heading" gap="md">
      <SectionHeader title={t('feedbackForm.title')} subtitle={t('feedbackForm.subtitle')} headingId="participant-feedback-form-heading" />
      <Card withBorder radius="md" p="lg">
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="participant-feedback-form-heading">
          <Stack gap="md">
            <TextInput
              label={t('feedbackForm.subject')}
              placeholder={t('feedbackForm.subjectPlaceholder')}
              required
              maxLength={FEEDBACK_SUBJECT_MAX}
              error={translateMessage(errors.subject?.message)}
              {...form.register('subject')}
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label={t('feedbackForm.category')}
                  placeholder={t('feedbackForm.categoryPlaceholder')}
                  data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  clearable
                  allowDeselect
                />
              )}
            />
            <div>
              <Textarea
                label={t('feedbackForm.message')}
                placeholder={t('feedbackForm.messagePlaceholder')}
                required
                rows={5}
                resize="vertical"
                maxLength={FEEDBACK_MESSAGE_MAX}
                error={translateMessage(errors.message?.message)}
                {...form.register('message')}
                aria-describedby="participant-feedback-message-counter"
              />
              <Text id="participant-feedback-message-counter" size="xs" c="dimmed" ta="right" mt={4}>
                {t('feedbackForm.messageCounter', { count: message.length, max: FEEDBACK_MESSAGE_MAX })}
              </Text>
            </div>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={submitFeedback.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('feedbackForm.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
