import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';
import { editionConfig } from '../../../config/edition';

export function ProfileTab() {
  const { t } = useTranslation('participant');
  return (
    <ComingSoonPanel
      icon={<IconUser size={28} aria-hidden />}
      description={t('tabs.profile.description', { year: editionConfig.year })}
      note={t('emptyStateNote')}
    />
  );
}
