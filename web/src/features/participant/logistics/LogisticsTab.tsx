import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { useParticipantEdition } from '../edition/queries/participant-edition-queries';
import { LogisticsReadOnly } from './components/LogisticsReadOnly';
import { LogisticsWizard } from './components/LogisticsWizard';
import { useOwnLogistics } from './queries/logistics-queries';

/** The Logistics tab: the participant's private logistics wizard, once the saved record is read; a past edition's answers read-only. */
export function LogisticsTab() {
  const { t } = useTranslation('participantLogistics');
  const logistics = useOwnLogistics();
  const edition = useParticipantEdition();
  if (logistics.isPending || edition.isPending) return <PageSpinner />;
  if (logistics.isError) {
    return <LoadErrorAlert title={t('load.failedTitle')} error={logistics.error} retryLabel={t('load.retry')} onRetry={() => void logistics.refetch()} />;
  }
  if (edition.data?.pastEdition) return <LogisticsReadOnly record={logistics.data} year={edition.data.year} />;
  return <LogisticsWizard record={logistics.data} />;
}
