import { AUTH_TOKEN_STORAGE_KEY, type User } from '@trek/contracts';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { stubFetch, type FetchHandler } from './fetch-stub';

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
 * Signs `user` in as far as the browser is concerned: a stored token that `/api/auth/me`
 * accepts. Other calls go to `otherRequests` (by default a 404).
 */
export function signInAs(user: User, otherRequests: FetchHandler = () => ({ status: 404, body: { message: 'Not found' } })) {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `token-of-${user.id}`);
  return stubFetch((request) => (request.url === '/api/auth/me' ? { status: 200, body: { user } } : otherRequests(request)));
}
