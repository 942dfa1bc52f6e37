import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_DISPLAY, type Feedback } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { ExpandableText } from '../../../landing/components/shared/ExpandableText';
import { truncate } from '../../../landing/content/display';
import { TEMPORARY_FEEDBACK_ID_PREFIX } from '../queries/updates-queries';
import { FeedbackStatusBadge } from './FeedbackStatusBadge';

export function FeedbackItem({ feedback }: { feedback: Feedback }) {
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
      </Stack>
    </Card>
  );
}
