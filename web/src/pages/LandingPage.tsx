import { VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditionYear } from '../features/edition/use-edition';
import { heroSection } from '../features/landing/hero-section';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { LandingSectionFrame } from '../features/landing/components/LandingSectionFrame';
import { SiteLayout } from '../features/landing/components/SiteLayout';

// Below the hero, so not needed for the first paint: its code loads after the page's.
const LandingSectionsBelowTheFold = lazy(() =>
  import('../features/landing/below-the-fold-sections').then((m) => ({ default: m.LandingSectionsBelowTheFold })),
);

export function LandingPage() {
  const { t } = useTranslation();
  const year = useEditionYear();
  const editionTitle = year === undefined ? t('appName') : t('documentTitle.landing', { year });
  useDocumentTitle(editionTitle);

  return (
    <SiteLayout header={<LandingHeader />}>
      {/* The page's one top-level heading, for screen readers and search engines. */}
      <VisuallyHidden component="h1">{editionTitle}</VisuallyHidden>
      <LandingSectionFrame {...heroSection} />
      {/* Server-rendered, their HTML stays while the chunk loads; rendered in the browser, they appear together. */}
      <Suspense fallback={null}>
        <LandingSectionsBelowTheFold />
      </Suspense>
    </SiteLayout>
  );
}
