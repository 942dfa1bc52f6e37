import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_DISPLAY, type OwnFeedback } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { ExpandableText } from '../../../landing/components/shared/ExpandableText';
import { truncate } from '../../../landing/content/display';
import { TEMPORARY_FEEDBACK_ID_PREFIX } from '../queries/updates-queries';
import { FeedbackStatusBadge } from './FeedbackStatusBadge';

/** One message the participant sent, its status, and the organizers' answers below it. */
export function FeedbackItem({ feedback }: { feedback: OwnFeedback }) {
  const { t } = useTranslation('participantUpdates');
  const sending = feedback.id.startsWith(TEMPORARY_FEEDBACK_ID_PREFIX);
  return (
    <Card component="article" withBorder radius="md" p="md" aria-busy={sending}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {feedback.subject}
          </Title>
          <FeedbackStatusBadge status={feedback.status} />
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {sending ? t('myFeedback.sending') : t('myFeedback.sentOn', { date: formatDateTime(feedback.createdAt) })}
          </Text>
          {feedback.category && (
            <Badge size="xs" variant="outline" color="gray">
              {t(`categories.${feedback.category}`)}
            </Badge>
          )}
        </Group>
        <ExpandableText
          text={feedback.message}
          cut={(text) => truncate(text, FEEDBACK_DISPLAY.messagePreviewChars)}
          dimmed={false}
          moreLabel={t('myFeedback.showMore')}
          lessLabel={t('myFeedback.showLessMessage')}
        />
        {feedback.replies.length > 0 && (
          <Stack gap={6} role="region" aria-label={t('myFeedback.answers', { subject: feedback.subject })} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-agave-4)' }}>
            {feedback.replies.map((reply) => (
              <Box key={reply.id} component="article" aria-label={t('myFeedback.answerFrom', { name: reply.authorName })}>
                <Text size="xs" c="dimmed">
                  {t('myFeedback.answerFrom', { name: reply.authorName })} · {formatDateTime(reply.createdAt)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {reply.message}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
