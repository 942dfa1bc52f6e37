import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PrivacyNotice() {
  const { t } = useTranslation('participantLogistics');
  return (
    <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('privacy.title')}>
      {t('messages.privacyNotice')}
    </Alert>
  );
}
