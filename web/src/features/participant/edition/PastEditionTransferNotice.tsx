import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a past edition's participant sees in place of the Transfer tab: the spot belonged to that edition's trek, and the server refuses a transfer. */
export function PastEditionTransferNotice({ year }: { year: number }) {
  const { t } = useTranslation('participant');
  return (
    <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title={t('pastEdition.transferTitle', { year })}>
      {t('pastEdition.transferBody', { year })}
    </Alert>
  );
}
