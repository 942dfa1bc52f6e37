import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function AnnouncementsTab() {
  const { t } = useTranslation('admin');
  return (
    <ComingSoonPanel
      icon={<IconSpeakerphone size={28} aria-hidden />}
      description={t('tabs.announcements.description')}
      note={t('emptyStateNote')}
    />
  );
}
