import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { endPageHydration } from '../lib/page-hydration';
import { AppProviders } from './AppProviders';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App({ queryClient }: { queryClient: QueryClient }) {
  // The root's effect runs after every effect of the first commit.
  useEffect(endPageHydration, []);
  return (
    <AppProviders queryClient={queryClient}>
      <GlobalErrorBoundary>
        <RouterProvider router={router} />
      </GlobalErrorBoundary>
    </AppProviders>
  );
}
