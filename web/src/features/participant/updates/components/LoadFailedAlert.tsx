import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 8: a section that could not be read says so, with the same advice everywhere. */
export function LoadFailedAlert({ title }: { title: string }) {
  const { t } = useTranslation('participantUpdates');
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={18} aria-hidden />}>
      {t('messages.loadFailedAdvice')}
    </Alert>
  );
}
