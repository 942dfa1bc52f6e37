import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { feedbackReplyInputSchema, type FeedbackReply, type FeedbackReplyInput } from '@trek/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useFeedbackReplies, useReplyToFeedback } from '../queries/feedback-queries';

/** One organizer's answer, as the participant reads it too. */
export function ReplyBubble({ reply }: { reply: FeedbackReply }) {
  const { t } = useTranslation('adminAnnouncements');
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-agave-0)" component="article" aria-label={t('feedback.replyBy', { name: reply.authorName })}>
      <Text size="xs" c="dimmed">
        {t('feedback.replyBy', { name: reply.authorName })} · {formatDateTime(reply.createdAt)}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {reply.message}
      </Text>
    </Paper>
  );
}

/** The answers to one message and the form to send another; the participant gets each one by email. */
export function FeedbackThread({ feedbackId, subject }: { feedbackId: string; subject: string }) {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const replies = useFeedbackReplies(feedbackId, true);
  const send = useReplyToFeedback(feedbackId);
  const form = useForm<z.input<typeof feedbackReplyInputSchema>, unknown, FeedbackReplyInput>({
    resolver: zodResolver(feedbackReplyInputSchema),
    defaultValues: { message: '' },
  });

  const submit = form.handleSubmit((reply) =>
    send.mutate(reply, {
      onSuccess: () => {
        form.reset({ message: '' });
        showToast({ title: t('toasts.replySentTitle'), message: t('toasts.replySent', { subject }), tone: 'success' });
      },
      onError: (error) => showToast({ title: t('toasts.failedTitle'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
    }),
  );

  return (
    <Stack gap="xs" role="region" aria-label={t('feedback.thread', { subject })}>
      {replies.isPending && <Loader size="xs" />}
      {replies.isError && <Alert color="red">{t('feedback.repliesFailed')}</Alert>}
      {replies.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('feedback.noReplies')}
        </Text>
      )}
      {replies.data?.map((reply) => <ReplyBubble key={reply.id} reply={reply} />)}
      <form noValidate onSubmit={submit}>
        <Stack gap={6}>
          <Textarea
            label={t('feedback.replyLabel')}
            description={t('feedback.replyHint')}
            rows={3}
            {...form.register('message')}
            error={text(form.formState.errors.message?.message)}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={send.isPending}>
              {t('feedback.sendReply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
