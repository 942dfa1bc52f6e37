import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BackHomeHeader } from '../features/landing/components/BackHomeHeader';
import { SiteLayout } from '../features/landing/components/SiteLayout';
import { PrivacyPolicy } from '../features/privacy/components/PrivacyPolicy';

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(tCommon('documentTitle.privacy'));
  return (
    <SiteLayout header={<BackHomeHeader backHomeLabel={t('backHome')} />}>
      <Container size="md" py="xl">
        <PrivacyPolicy />
      </Container>
    </SiteLayout>
  );
}
