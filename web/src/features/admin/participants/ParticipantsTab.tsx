import { IconAddressBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function ParticipantsTab() {
  const { t } = useTranslation('admin');
  return (
    <ComingSoonPanel
      icon={<IconAddressBook size={28} aria-hidden />}
      description={t('tabs.participants.description')}
      note={t('emptyStateNote')}
    />
  );
}
