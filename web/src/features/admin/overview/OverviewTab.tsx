import { Stack } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';
import { ApplicationCountsCard } from './ApplicationCountsCard';
import { EmailLogCard } from './EmailLogCard';

export function OverviewTab() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg">
      <ApplicationCountsCard />
      <EmailLogCard />
      <ComingSoonPanel icon={<IconGauge size={28} aria-hidden />} description={t('tabs.overview.description')} note={t('emptyStateNote')} />
    </Stack>
  );
}
