import { Button, Card, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, feedbackInputSchema, type FeedbackCategory } from '@trek/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { useSubmitFeedback } from '../queries/updates-queries';
import { SectionHeader } from './SectionHeader';
import { useContractMessage } from '../../../../i18n/use-contract-message';

type FieldErrors = Partial<Record<'subject' | 'message', string>>;

const isCategory = (value: string | null): value is FeedbackCategory => FEEDBACK_CATEGORIES.some((category) => category === value);

/** Spec 5: subject and message required after trimming, limits 255 and 2000, category optional. */
export function FeedbackForm({ userId }: { userId: string }) {
  const { t } = useTranslation('participantUpdates');
  const { text: translateMessage } = useContractMessage();
  const submitFeedback = useSubmitFeedback(userId);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackInputSchema.safeParse({ subject, message, category: category ?? '' });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'message') && !fieldErrors[field]) fieldErrors[field] = translateMessage(issue.message);
      }
      setErrors(fieldErrors);
      showToast({ title: t('feedbackForm.validationTitle'), message: translateMessage(parsed.error.issues[0]?.message ?? ''), tone: 'error' });
      return;
    }
    setErrors({});
    submitFeedback.mutate(parsed.data, {
      onSuccess: () => {
        setSubject('');
        setMessage('');
        setCategory(null);
        showToast({ title: t('feedbackForm.successTitle'), message: t('messages.submitted'), tone: 'success' });
      },
      onError: () => showToast({ title: t('feedbackForm.errorTitle'), message: t('messages.submitFailed'), tone: 'error' }),
    });
  };

  return (
    <Stack component="section" aria-labelledby="participant-feedback-form-heading" gap="md">
      <SectionHeader title={t('feedbackForm.title')} subtitle={t('feedbackForm.subtitle')} headingId="participant-feedback-form-heading" />
      <Card withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate aria-labelledby="participant-feedback-form-heading">
          <Stack gap="md">
            <TextInput
              label={t('feedbackForm.subject')}
              placeholder={t('feedbackForm.subjectPlaceholder')}
              required
              maxLength={FEEDBACK_SUBJECT_MAX}
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              error={errors.subject}
            />
            <Select
              label={t('feedbackForm.category')}
              placeholder={t('feedbackForm.categoryPlaceholder')}
              data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
              value={category}
              onChange={(value) => setCategory(isCategory(value) ? value : null)}
              clearable
              allowDeselect
            />
            <div>
              <Textarea
                label={t('feedbackForm.message')}
                placeholder={t('feedbackForm.messagePlaceholder')}
                required
                rows={5}
                resize="vertical"
                maxLength={FEEDBACK_MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={errors.message}
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
