import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function AuthSpotsTab() {
  const { t } = useTranslation('admin');
  return (
    <ComingSoonPanel
      icon={<IconKey size={28} aria-hidden />}
      description={t('tabs.auth-spots.description')}
      note={t('emptyStateNote')}
    />
  );
}
