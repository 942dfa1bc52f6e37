import { IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function LogisticsTab() {
  const { t } = useTranslation('participant');
  return (
    <ComingSoonPanel
      icon={<IconPlaneDeparture size={28} aria-hidden />}
      description={t('tabs.logistics.description')}
      note={t('emptyStateNote')}
    />
  );
}
