import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { APPLICATION_STATUSES } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { stripStatusPrefix } from '../../../lib/api-client';
import { useApplicationStats } from '../applications/queries/applications-queries';
import { OverviewCard } from './OverviewCard';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** Overview: how many applications of the edition are in each status. */
export function ApplicationCountsCard() {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminApplications');
  const stats = useApplicationStats();
  return (
    <OverviewCard
      title={t('overview.title')}
      aside={
        <Anchor component={Link} to={`${paths.adminDashboard}?tab=applications`} size="sm">
          {t('overview.open')}
        </Anchor>
      }
    >
      {stats.isError ? (
        <Alert color="red" title={t('overview.loadFailed')}>
          {text(stripStatusPrefix(stats.error.message))}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {[{ key: 'total', label: t('overview.total'), count: stats.data?.total }, ...APPLICATION_STATUSES.map((status) => ({ key: status, label: t(`status.${status}`), count: stats.data?.byStatus[status] }))].map(
            ({ key, label, count }) => (
              <Paper key={key} bg="gray.0" p="sm" radius="sm" aria-label={`${label}: ${count ?? ''}`}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                {count === undefined ? <Skeleton height={28} mt={4} width={40} /> : <Text fz={28} fw={700}>{count}</Text>}
              </Paper>
            ),
          )}
        </SimpleGrid>
      )}
    </OverviewCard>
  );
}
