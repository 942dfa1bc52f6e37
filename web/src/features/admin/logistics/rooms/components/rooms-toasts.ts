import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../../i18n/use-contract-message';
import { showToast } from '../../../../../lib/toast';

/** A refused room change (full, a room that night already, ...) in the organizer's language. */
export function useRoomsFailureToast(): (error: unknown) => void {
  const { t } = useTranslation('rooms');
  const { errorText } = useContractMessage();
  return (error) => showToast({ title: t('toasts.failed'), message: errorText(error, t('toasts.failed')), tone: 'error' });
}
