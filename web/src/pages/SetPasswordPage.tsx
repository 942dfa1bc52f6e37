import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SetPasswordScreen } from '../features/auth/components/SetPasswordScreen';
import { BackHomeHeader } from '../features/landing/components/BackHomeHeader';
import { SiteLayout } from '../features/landing/components/SiteLayout';

/** Where emailed set-password links lead (`/set-password#token=…`). */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('setPassword.documentTitle')} · Mexico Trek`);

  return (
    <SiteLayout header={<BackHomeHeader backHomeLabel={t('setPassword.backHome')} />}>
      <Container size="md" py="xl">
        <SetPasswordScreen />
      </Container>
    </SiteLayout>
  );
}
