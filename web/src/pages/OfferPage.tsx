import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { OfferScreen } from '../features/offer/components/OfferScreen';
import { BackHomeHeader } from '../features/landing/components/BackHomeHeader';
import { SiteLayout } from '../features/landing/components/SiteLayout';

/** Where emailed offer links lead (`/offer#<token>`). */
export function OfferPage() {
  const { t } = useTranslation('offer');
  useDocumentTitle(`${t('documentTitle')} · Mexico Trek`);
  return (
    <SiteLayout header={<BackHomeHeader backHomeLabel={t('backHome')} />}>
      <Container size="sm" py="xl">
        <OfferScreen />
      </Container>
    </SiteLayout>
  );
}
