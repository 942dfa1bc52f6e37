import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DebugDetails } from '../features/debug/components/DebugDetails';

export function DebugPage() {
  const { t } = useTranslation('landingDebug');
  useDocumentTitle(t('debug.title'));
  return <DebugDetails />;
}
