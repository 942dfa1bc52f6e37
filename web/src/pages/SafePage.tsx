import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SectionTogglePage } from '../features/debug/components/SectionTogglePage';

export function SafePage() {
  const { t } = useTranslation('landingDebug');
  useDocumentTitle(t('safe.title'));
  return <SectionTogglePage />;
}
