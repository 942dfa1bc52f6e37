import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Full-page loading state, announced to screen readers. The status carries the name: the loader is
 * a plain span, on which ARIA allows no label.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label={t('loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
