import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EDITION } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { ApplicationWizard } from '../features/apply/components/ApplicationWizard';
import { ApplyHeader } from '../features/apply/components/ApplyHeader';
import { SiteLayout } from '../features/landing/components/SiteLayout';

export function ApplyPage() {
  const { t } = useTranslation('apply');
  useDocumentTitle(t('documentTitle.apply', { year: EDITION.year }));
  return (
    <SiteLayout header={<ApplyHeader />}>
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <ApplicationWizard />
      </Container>
    </SiteLayout>
  );
}
