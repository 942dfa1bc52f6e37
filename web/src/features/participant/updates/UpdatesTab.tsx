import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function UpdatesTab() {
  const { t } = useTranslation('participant');
  return (
    <ComingSoonPanel
      icon={<IconBell size={28} aria-hidden />}
      description={t('tabs.updates.description')}
      note={t('emptyStateNote')}
    />
  );
}
