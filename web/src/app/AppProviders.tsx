import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { PublicReadsContext } from '../lib/public-reads';
import { cssVariablesResolver, theme } from '../theme';
import { AppOverlaysForTests, loadAppOverlaysWhenNeeded } from './load-app-overlays';
import { queryReads } from './query-reads';

const AppOverlays = lazy(loadAppOverlaysWhenNeeded);

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals in component tests. */
  env?: 'default' | 'test';
}

/** Every app-wide provider, set up once (the router sits inside, in App). */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  const Overlays = env === 'test' ? AppOverlaysForTests : AppOverlays;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <PublicReadsContext.Provider value={queryReads}>{children}</PublicReadsContext.Provider>
        {/* Toasts and dialogs render nothing until asked for: their code comes when one may be (load-app-overlays.ts). */}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
