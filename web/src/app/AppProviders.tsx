import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import { loadAppOverlays } from './load-app-overlays';

const AppOverlays = lazy(loadAppOverlays);

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals in component tests. */
  env?: 'default' | 'test';
}

/** Every app-wide provider, set up once (the router sits inside, in App). */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Toasts and dialogs render nothing until asked for, so the page does not wait for their code. */}
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
