import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { CountdownCard } from './CountdownCard';
import { useAdminOverview } from './queries/overview-queries';
import { SetupProgressCard } from './SetupProgressCard';
import { UnreadFeedbackCard } from './UnreadFeedbackCard';

/** Overview figures from the participant service: feedback, key dates and setup progress. */
export function ParticipantFigures() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  if (overview.isError) {
    return <LoadErrorAlert title={t('overview.participantsLoadFailed')} error={overview.error} retryLabel={t('overview.retry')} onRetry={() => void overview.refetch()} />;
  }
  if (!overview.data) {
    return (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </SimpleGrid>
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  const { feedback, transferDeadline, trekStart, participants, missing } = overview.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <UnreadFeedbackCard unread={feedback.unread} />
        <CountdownCard label={t('overview.countdown.transferDeadline')} countdown={transferDeadline} />
        <CountdownCard label={t('overview.countdown.trekStart')} countdown={trekStart} />
      </SimpleGrid>
      <SetupProgressCard participants={participants} missing={missing} />
    </Stack>
  );
}
