import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function MyProfileTab() {
  const { t } = useTranslation('admin');
  return (
    <ComingSoonPanel
      icon={<IconUserCircle size={28} aria-hidden />}
      description={t('tabs.my-profile.description')}
      note={t('emptyStateNote')}
    />
  );
}
