import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHomeHeader } from '../features/landing/components/BackHomeHeader';
import { SiteLayout } from '../features/landing/components/SiteLayout';
import { PrivacyPolicy } from '../features/privacy/components/PrivacyPolicy';

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(tCommon('documentTitle.privacy'));
  // Reached from the footer at the bottom of a page, the policy starts at its top (in a block: the
  // Promise scrollTo may answer must not become the effect's cleanup).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <SiteLayout header={<BackHomeHeader backHomeLabel={t('backHome')} />}>
      <Container size="md" py="xl">
        <PrivacyPolicy />
      </Container>
    </SiteLayout>
  );
}
