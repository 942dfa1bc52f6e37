import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function TransferTab() {
  const { t } = useTranslation('participant');
  return (
    <ComingSoonPanel
      icon={<IconArrowsExchange size={28} aria-hidden />}
      description={t('tabs.transfer.description')}
      note={t('emptyStateNote')}
    />
  );
}
