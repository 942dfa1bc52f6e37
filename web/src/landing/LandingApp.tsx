import { MantineProvider } from '@mantine/core';
import { lazy, StrictMode, Suspense } from 'react';
import { GlobalErrorBoundary } from '../app/GlobalErrorBoundary';
import { loadAppOverlaysWhenNeeded } from '../app/load-app-overlays';
import { ServerPhoneLayoutContext } from '../app/server-layout';
import { PageHydrated } from '../lib/PageHydrated';
import { PageNavigationContext, type PageNavigation } from '../lib/page-navigation';
import { PublicReadsContext, type PublicReads } from '../lib/public-reads';
import { LandingPage } from '../pages/LandingPage';
import { cssVariablesResolver, theme } from '../theme';

const AppOverlays = lazy(loadAppOverlaysWhenNeeded);

export interface LandingAppProps {
  reads: PublicReads;
  navigation: PageNavigation;
  phoneLayout: boolean;
}

/**
 * The landing page on its own, as the server renders it for a signed-out visitor and the landing
 * entry (landing.tsx) hydrates it: the page with the providers it needs, without the app's router
 * and query cache. Its sections hydrate as each nears the screen (hydrate-near-screen.ts).
 */
export function LandingApp({ reads, navigation, phoneLayout }: LandingAppProps) {
  return (
    <StrictMode>
      <ServerPhoneLayoutContext.Provider value={phoneLayout}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <PublicReadsContext.Provider value={reads}>
            <PageNavigationContext.Provider value={navigation}>
              <GlobalErrorBoundary>
                <LandingPage />
                <PageHydrated />
              </GlobalErrorBoundary>
            </PageNavigationContext.Provider>
          </PublicReadsContext.Provider>
          {/* Toasts (the travel section's copy buttons, the welcome after signing in) come with their code when asked for. */}
          <Suspense fallback={null}>
            <AppOverlays />
          </Suspense>
        </MantineProvider>
      </ServerPhoneLayoutContext.Provider>
    </StrictMode>
  );
}
