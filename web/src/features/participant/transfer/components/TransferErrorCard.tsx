import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 8: the inline card that stays after the Transfer Failed toast is gone. */
export function TransferErrorCard({ message }: { message: string }) {
  const { t } = useTranslation('participantTransfer');
  return (
    <Alert color="red" variant="light" title={t('messages.errorTitle')} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
