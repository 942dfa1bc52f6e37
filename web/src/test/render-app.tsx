import { render } from '@testing-library/react';
import { RouterProvider, createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { belowTheFoldSections } from '../features/landing/below-the-fold-sections';

// The routing tests' helpers: the app's route table, lazily loaded pages included. A feature's
// own tests render it with `renderFeature` (render-feature.tsx).

// Jest's ESM loader fails concurrent first imports that share a module ("request for … is not in
// cache"), as the landing page's sections are when it opens: they are loaded one by one first.
for (const { load } of belowTheFoldSections) await load();

export interface RenderAppOptions {
  /** Routes to render instead of the app's own. */
  routes?: RouteObject[];
}

/** Renders the app's providers and router at `path`, as the browser would. */
export function renderApp(path: string, { routes = appRoutes }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders the app at `address` in the window's own history, as App.tsx does: for what the page
 * does to the address bar and the history entry (`window.location`, `window.history.state`).
 */
export function renderAppInWindowHistory(address: string) {
  window.history.replaceState(null, '', address);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(appRoutes);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
