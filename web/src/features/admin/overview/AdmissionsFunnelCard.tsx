import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { OverviewCard } from './OverviewCard';
import { useAdmissionsFunnel, usePaymentsSummary } from './queries/funnel-queries';

interface Stage {
  key: string;
  label: string;
  count: number | undefined;
  /** Under the number: what it is out of. */
  detail?: string | undefined;
}

function StageTile({ stage, failed }: { stage: Stage; failed: boolean }) {
  return (
    <Paper bg="gray.0" p="sm" radius="sm" aria-label={`${stage.label}: ${stage.count ?? ''}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {stage.label}
      </Text>
      {failed ? (
        <Text fz={28} fw={700} c="dimmed">
          –
        </Text>
      ) : stage.count === undefined ? (
        <Skeleton height={28} mt={4} width={40} />
      ) : (
        <Group gap={6} align="baseline">
          <Text fz={28} fw={700}>
            {stage.count}
          </Text>
          {stage.detail && (
            <Text size="xs" c="dimmed">
              {stage.detail}
            </Text>
          )}
        </Group>
      )}
    </Paper>
  );
}

/**
 * Overview: the edition's season from application to paid spot: applications, reviewed, accepted,
 * offers waiting for an answer, confirmed, declined, waitlisted, then subsidies left and deposits
 * still owed. The money figures come from the payments service and may fail on their own.
 */
export function AdmissionsFunnelCard() {
  const { t } = useTranslation('admin');
  const funnel = useAdmissionsFunnel();
  const money = usePaymentsSummary();
  const f = funnel.data;
  const admissions: Stage[] = [
    { key: 'applications', label: t('overview.funnel.applications'), count: f?.applications },
    { key: 'reviewed', label: t('overview.funnel.reviewed'), count: f?.reviewed },
    { key: 'accepted', label: t('overview.funnel.accepted'), count: f?.accepted },
    { key: 'offersOut', label: t('overview.funnel.offersOut'), count: f?.offersOut },
    { key: 'confirmed', label: t('overview.funnel.confirmed'), count: f?.confirmed },
    { key: 'declined', label: t('overview.funnel.declined'), count: f?.declined },
    { key: 'waitlisted', label: t('overview.funnel.waitlisted'), count: f?.waitlisted },
  ];
  const m = money.data;
  const payments: Stage[] = [
    { key: 'subsidiesLeft', label: t('overview.funnel.subsidiesLeft'), count: m?.subsidiesLeft, detail: m && t('overview.funnel.ofTotal', { total: m.subsidizedSpots }) },
    { key: 'depositsOutstanding', label: t('overview.funnel.depositsOutstanding'), count: m?.depositsOutstanding, detail: m && t('overview.funnel.ofSpots', { count: m.spots }) },
  ];

  return (
    <OverviewCard
      title={f ? t('overview.funnel.titleYear', { year: f.year }) : t('overview.funnel.title')}
      aside={
        <Group gap="md">
          <Anchor component={Link} to={`${paths.adminDashboard}?tab=applications`} size="sm">
            {t('overview.funnel.openApplications')}
          </Anchor>
          <Anchor component={Link} to={`${paths.adminDashboard}?tab=payments`} size="sm">
            {t('overview.funnel.openPayments')}
          </Anchor>
        </Group>
      }
    >
      <Stack gap="sm">
        {funnel.isError && <Alert color="red">{t('overview.funnel.admissionsFailed')}</Alert>}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="list" aria-label={t('overview.funnel.admissionsLabel')}>
          {admissions.map((stage) => (
            <div role="listitem" key={stage.key}>
              <StageTile stage={stage} failed={funnel.isError} />
            </div>
          ))}
        </SimpleGrid>
        {money.isError && <Alert color="red">{t('overview.funnel.paymentsFailed')}</Alert>}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="list" aria-label={t('overview.funnel.paymentsLabel')}>
          {payments.map((stage) => (
            <div role="listitem" key={stage.key}>
              <StageTile stage={stage} failed={money.isError} />
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </OverviewCard>
  );
}
