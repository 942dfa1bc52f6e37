import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { ApplicationConfirmation } from '../features/apply/components/ApplicationConfirmation';
import { ApplyHeader } from '../features/apply/components/ApplyHeader';
import { useEditionYear } from '../features/edition/queries/edition-queries';
import { SiteLayout } from '../features/landing/components/SiteLayout';

export function ApplicationConfirmationPage() {
  const { t } = useTranslation('apply');
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('ref')?.trim() ?? '';
  const year = useEditionYear();
  useDocumentTitle(year === undefined ? t('documentTitle.confirmationNoYear') : t('documentTitle.confirmation', { year }));
  if (reference === '') return <Navigate to={paths.apply} replace />;
  return (
    <SiteLayout header={<ApplyHeader />}>
      <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <ApplicationConfirmation reference={reference} />
      </Container>
    </SiteLayout>
  );
}
