import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-page loading state, announced to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
