import { Alert, Anchor, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format-money';
import { OverviewCard } from './OverviewCard';
import { useAdmissionsFunnel, usePaymentsSummary } from './queries/funnel-queries';

interface Stage {
  key: string;
  label: string;
  /** A count, or an amount already formatted; undefined while loading. */
  value: number | string | undefined;
  /** Beside the figure: what it is out of, or what it is for. */
  detail?: string | undefined;
  /** An amount of money: a row of its own on a phone, where US$12,400 is wider than half a row. */
  amount?: boolean;
}

function StageTile({ stage, failed }: { stage: Stage; failed: boolean }) {
  return (
    <Paper bg="gray.0" p="sm" radius="sm" aria-label={`${stage.label}: ${stage.value ?? ''}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {stage.label}
      </Text>
      {failed ? (
        <Text fz={28} fw={700} c="dimmed">
          –
        </Text>
      ) : stage.value === undefined ? (
        <Skeleton height={28} mt={4} width={40} />
      ) : (
        <Group gap={6} align="baseline">
          <Text fz={28} fw={700}>
            {stage.value}
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
 * offers waiting for an answer, confirmed, declined, waitlisted, then subsidies left, deposits
 * still owed, what the spots still owe and what is held on spots given up since (to refund). The money figures come from the payments service and may fail on their own.
 */
export function AdmissionsFunnelCard() {
  const { t } = useTranslation('admin');
  const funnel = useAdmissionsFunnel();
  const f = funnel.data;
  const admissions: Stage[] = [
    { key: 'applications', label: t('overview.funnel.applications'), value: f?.applications },
    { key: 'reviewed', label: t('overview.funnel.reviewed'), value: f?.reviewed },
    { key: 'accepted', label: t('overview.funnel.accepted'), value: f?.accepted },
    { key: 'offersOut', label: t('overview.funnel.offersOut'), value: f?.offersOut },
    { key: 'confirmed', label: t('overview.funnel.confirmed'), value: f?.confirmed },
    { key: 'declined', label: t('overview.funnel.declined'), value: f?.declined },
    { key: 'waitlisted', label: t('overview.funnel.waitlisted'), value: f?.waitlisted },
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
        <PaymentStages />
      </Stack>
    </OverviewCard>
  );
}

/** The money figures, rendered on their own: the payments service's answer renders these tiles, not the whole card. */
const PaymentStages = memo(function PaymentStages() {
  const { t } = useTranslation('admin');
  const money = usePaymentsSummary();
  const m = money.data;
  const payments: Stage[] = [
    { key: 'subsidiesLeft', label: t('overview.funnel.subsidiesLeft'), value: m?.subsidiesLeft, detail: m && t('overview.funnel.ofTotal', { total: m.subsidizedSpots }) },
    { key: 'depositsOutstanding', label: t('overview.funnel.depositsOutstanding'), value: m?.depositsOutstanding, detail: m && t('overview.funnel.ofSpots', { count: m.spots }) },
    { key: 'outstanding', label: t('overview.funnel.outstanding'), value: m && formatUsd(m.outstandingUsd), detail: m && t('overview.funnel.onSpots', { count: m.spots }), amount: true },
    { key: 'releasedPaid', label: t('overview.funnel.releasedPaid'), value: m && formatUsd(m.releasedPaidUsd), detail: m && t('overview.funnel.toRefund'), amount: true },
  ];
  return (
    <>
      {money.isError && <Alert color="red">{t('overview.funnel.paymentsFailed')}</Alert>}
      <Grid gap="sm" role="list" aria-label={t('overview.funnel.paymentsLabel')}>
        {payments.map((stage) => (
          <Grid.Col span={stage.amount ? { base: 12, xs: 6, sm: 3 } : { base: 6, sm: 3 }} role="listitem" key={stage.key}>
            <StageTile stage={stage} failed={money.isError} />
          </Grid.Col>
        ))}
      </Grid>
    </>
  );
});
