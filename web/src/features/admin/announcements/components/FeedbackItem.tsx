import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_DISPLAY, FEEDBACK_STATUSES, feedbackStatusSchema, type AdminFeedback, type FeedbackStatus } from '@trek/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useChangeFeedbackStatus } from '../queries/feedback-queries';
import { FeedbackThread } from './FeedbackThread';
import { formatDateTime } from '../../../../lib/format-date';
import { useContractMessage } from '../../../../i18n/use-contract-message';

const STATUS_COLORS: Record<FeedbackStatus, string> = { unread: 'terracotta', read: 'gray', in_progress: 'blue', resolved: 'agave' };

/** Long messages start cut at the same length as the participants' own list, with Show more. */
function ExpandableMessage({ message }: { message: string }) {
  const { t } = useTranslation('adminAnnouncements');
  const [expanded, setExpanded] = useState(false);
  const messageId = useId();
  const long = message.length > FEEDBACK_DISPLAY.messagePreviewChars;
  const shown = long && !expanded ? `${message.slice(0, FEEDBACK_DISPLAY.messagePreviewChars).trimEnd()}…` : message;
  return (
    <Stack gap={2} align="flex-start">
      <Text id={messageId} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
      {long && (
        <Button variant="subtle" size="compact-xs" aria-expanded={expanded} aria-controls={messageId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('feedback.showLess') : t('feedback.showMore')}
        </Button>
      )}
    </Stack>
  );
}

/** One message in the inbox: who sent it, about what, its status, which organizers change in place, and the conversation. */
export function FeedbackItem({ feedback }: { feedback: AdminFeedback }) {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminAnnouncements');
  const change = useChangeFeedbackStatus();
  // While the change is on its way, the select shows the choice rather than jumping back.
  const status = change.isPending ? change.variables.change.status : feedback.status;
  const author = feedback.authorName ?? feedback.authorEmail ?? t('feedback.unknownAuthor');
  const [threadOpen, setThreadOpen] = useState(false);
  const threadId = useId();

  const changeStatus = (value: string | null) => {
    const next = feedbackStatusSchema.parse(value ?? feedback.status);
    if (next === feedback.status) return;
    change.mutate(
      { id: feedback.id, change: { status: next } },
      {
        onSuccess: () =>
          showToast({
            title: t('toasts.statusChangedTitle'),
            message: t('toasts.statusChanged', { subject: feedback.subject, status: t(`feedback.status.${next}`) }),
            tone: 'success',
          }),
        onError: (error) => showToast({ title: t('toasts.failedTitle'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
      },
    );
  };

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={feedback.subject}
      style={feedback.status === 'unread' ? { borderLeft: '4px solid var(--mantine-color-terracotta-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {feedback.subject}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t('feedback.from', { name: author })}</Text>
              {feedback.authorEmail && feedback.authorName && (
                <Anchor href={`mailto:${feedback.authorEmail}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {feedback.authorEmail}
                </Anchor>
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray">
                {feedback.category ? t(`feedback.category.${feedback.category}`) : t('feedback.noCategory')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('feedback.sentAt', { date: formatDateTime(feedback.createdAt) })}
              </Text>
            </Group>
          </Stack>
          <Select
            aria-label={t('feedback.statusOf', { subject: feedback.subject })}
            data={FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.status.${value}`) }))}
            value={status}
            onChange={changeStatus}
            allowDeselect={false}
            disabled={change.isPending}
            w={160}
            styles={{ input: { borderColor: `var(--mantine-color-${STATUS_COLORS[status]}-6)` } }}
          />
        </Group>
        <ExpandableMessage message={feedback.message} />
        <Group>
          <Button variant="light" size="compact-sm" aria-expanded={threadOpen} aria-controls={threadId} onClick={() => setThreadOpen(!threadOpen)}>
            {threadOpen ? t('feedback.hideThread') : t('feedback.openThread')}
          </Button>
        </Group>
        <div id={threadId}>{threadOpen && <FeedbackThread feedbackId={feedback.id} subject={feedback.subject} />}</div>
      </Stack>
    </Paper>
  );
}
