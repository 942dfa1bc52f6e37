import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ParticipantShell } from '../features/participant/components/ParticipantShell';

export function ParticipantDashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('documentTitle.participant'));
  return <ParticipantShell />;
}
