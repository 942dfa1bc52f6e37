import { VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useEditionYear } from '../features/edition/use-edition';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { LandingSectionFrame } from '../features/landing/components/LandingSectionFrame';
import { SiteLayout } from '../features/landing/components/SiteLayout';
import { landingSections } from '../features/landing/sections';
import { useScrollToLocationHash } from '../features/landing/use-scroll-to-location-hash';

export function LandingPage() {
  const { t } = useTranslation();
  const year = useEditionYear();
  const editionTitle = year === undefined ? t('appName') : t('documentTitle.landing', { year });
  useDocumentTitle(editionTitle);
  useScrollToLocationHash();

  return (
    <SiteLayout header={<LandingHeader />}>
      {/* The page's one top-level heading, for screen readers and search engines. */}
      <VisuallyHidden component="h1">{editionTitle}</VisuallyHidden>
      {landingSections.map((section) => (
        <LandingSectionFrame key={section.anchor} {...section} />
      ))}
    </SiteLayout>
  );
}
