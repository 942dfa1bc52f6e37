import { VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditionYear } from '../features/edition/queries/edition-queries';
import { belowTheFoldSections, loadEveryBelowTheFoldSection } from '../features/landing/below-the-fold-sections';
import { DeferredLandingSection } from '../features/landing/components/DeferredLandingSection';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { LandingSectionFrame } from '../features/landing/components/LandingSectionFrame';
import { SiteLayout } from '../features/landing/components/SiteLayout';
import { heroSection } from '../features/landing/hero-section';
import { useScrollToLocationHash } from '../features/landing/use-scroll-to-location-hash';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Whether every section is on the page: at once when it arrived server-rendered (their HTML is
 * there, their code comes as each is about to be seen), else once every section's code has loaded.
 */
function useEverySectionOnThePage(): boolean {
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (serverRendered) return undefined;
    let mounted = true;
    void loadEveryBelowTheFoldSection().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [serverRendered]);
  return serverRendered || loaded;
}

/**
 * A `/#travel` link scrolls once the sections exist. A component of its own that renders nothing:
 * `useHydrated` changes right after hydration, and React re-renders the component that reads it
 * synchronously, in one task it cannot split; read in the page, it would re-render the whole page
 * in that task (the longest of the landing's hydration).
 */
function ScrollToLocationHash() {
  useScrollToLocationHash(useEverySectionOnThePage());
  return null;
}

export function LandingPage() {
  const { t } = useTranslation();
  const year = useEditionYear();
  const editionTitle = year === undefined ? t('appName') : t('documentTitle.landing', { year });
  useDocumentTitle(editionTitle);

  return (
    <SiteLayout header={<LandingHeader />}>
      <ScrollToLocationHash />
      {/* The page's one top-level heading, for screen readers and search engines. */}
      <VisuallyHidden component="h1">{editionTitle}</VisuallyHidden>
      <LandingSectionFrame {...heroSection} />
      {belowTheFoldSections.map((section) => (
        <DeferredLandingSection key={section.anchor} {...section} />
      ))}
    </SiteLayout>
  );
}
