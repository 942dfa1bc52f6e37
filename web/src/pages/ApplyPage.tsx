import { Container, Group, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../components/LoadErrorAlert';
import { ApplicationsClosed } from '../features/apply/components/ApplicationsClosed';
import { ApplicationWizard } from '../features/apply/components/ApplicationWizard';
import { ApplyHeader } from '../features/apply/components/ApplyHeader';
import { editionQuery, useApplicationsClosed } from '../features/edition/queries/edition-queries';
import { SiteLayout } from '../features/landing/components/SiteLayout';

/** /apply: the wizard for the current edition, or, after its application deadline, that applications are closed. */
export function ApplyPage() {
  const { t } = useTranslation('apply');
  const edition = useQuery(editionQuery());
  const { closed } = useApplicationsClosed();
  useDocumentTitle(edition.data ? t('documentTitle.apply', { year: edition.data.year }) : t('documentTitle.applyNoYear'));

  let body;
  if (edition.isPending) {
    // As tall as the screen, so the footer starts below it and does not jump away when the form arrives.
    body = (
      <Group gap="sm" role="status" justify="center" align="flex-start" py="xl" mih="100vh">
        <Loader size="sm" />
        <Text>{t('loadingEdition')}</Text>
      </Group>
    );
  } else if (edition.isError) {
    body = <LoadErrorAlert title={t('editionLoadFailed')} error={edition.error} retryLabel={t('retry')} onRetry={() => void edition.refetch()} />;
  } else if (closed) {
    body = <ApplicationsClosed edition={edition.data} />;
  } else {
    body = <ApplicationWizard />;
  }

  return (
    <SiteLayout header={<ApplyHeader />}>
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        {body}
      </Container>
    </SiteLayout>
  );
}
