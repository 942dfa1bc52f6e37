import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { LogisticsWizard } from './components/LogisticsWizard';
import { useOwnLogistics } from './queries/logistics-queries';

/** The Logistics tab: the participant's private logistics wizard, once the saved record is read. */
export function LogisticsTab() {
  const { t } = useTranslation('participantLogistics');
  const logistics = useOwnLogistics();
  if (logistics.isPending) return <PageSpinner />;
  if (logistics.isError) {
    return <LoadErrorAlert title={t('load.failedTitle')} error={logistics.error} retryLabel={t('load.retry')} onRetry={() => void logistics.refetch()} />;
  }
  return <LogisticsWizard record={logistics.data} />;
}
