import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../components/ComingSoonPanel';

export function WhatsappTab() {
  const { t } = useTranslation('participant');
  return (
    <ComingSoonPanel
      icon={<IconBrandWhatsapp size={28} aria-hidden />}
      description={t('tabs.whatsapp.description')}
      note={t('emptyStateNote')}
    />
  );
}
