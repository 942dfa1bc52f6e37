import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Said once above the data: this tab shows passport numbers and dates of birth. */
export function ConfidentialNotice() {
  const { t } = useTranslation('adminLogistics');
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('confidential.title')}>
      {t('confidential.body')}
    </Alert>
  );
}
