import { Alert } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParticipantEdition } from './queries/participant-edition-queries';

/** Tells a past edition's participant that their portal is now read-only, but for their directory card. */
export function PastEditionNotice() {
  const { t } = useTranslation('participant');
  const { data } = useParticipantEdition();
  if (!data?.pastEdition) return null;
  return (
    <Alert variant="light" color="gray" role="status" icon={<IconHistory size={20} aria-hidden />} title={t('pastEdition.title', { year: data.year })}>
      {t('pastEdition.body', { year: data.year, currentYear: data.currentYear })}
    </Alert>
  );
}
