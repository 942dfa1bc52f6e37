import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import classes from './AppProviders.module.css';

/** Spec 9: toasts stay 5 seconds. */
const TOAST_DURATION_MS = 5000;

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
      {/* Spec 2.8: at most one toast at a time (lib/toast replaces the one showing); below the page's header. */}
      <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="top-right" classNames={{ root: classes.toasts }} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
