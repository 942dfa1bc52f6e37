import { AUTH_TOKEN_STORAGE_KEY, meResponseSchema, type User } from '@trek/contracts';
import { act, render } from '@testing-library/react';
import { http } from 'msw';
import { Suspense, type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { SpaPageNavigation } from '../app/SpaPageNavigation';
import { createQueryClient } from '../app/query-client';
import { answer, contractJson, errorJson } from './api-server';

/**
 * Renders one feature (a tab, a card, a form) inside the providers it needs, without the app's
 * route table: Mantine, TanStack Query, i18n (a lazily loaded namespace suspends until it is
 * there, as under the page's boundary) and a router of one route at `path`, so links, search
 * parameters and the hash work and a test can read where the feature navigated
 * (`router.state.location`). Tests about routing itself (redirects, guards, lazily loaded pages)
 * use `renderApp`.
 */
export function renderFeature(feature: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <SpaPageNavigation><Suspense fallback={null}>{feature}</Suspense></SpaPageNavigation> }], { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * renderFeature, awaited until React has finished what the first render started: a part whose
 * code loads lazily renders again once that code has arrived (or failed to).
 */
export async function renderFeatureSettled(feature: ReactElement, options?: { path?: string }) {
  let view: ReturnType<typeof renderFeature> | undefined;
  await act(async () => {
    view = renderFeature(feature, options);
  });
  if (!view) throw new Error('The feature did not render');
  return view;
}

/** The bearer token the browser holds for `user` once signed in by these helpers. */
export const tokenOf = (user: User) => `token-of-${user.id}`;

/**
 * Signs `user` in as far as the browser is concerned: a stored token that the test server's
 * `/api/auth/me` accepts (and any other token it refuses, as auth does). The test answers its
 * screen's other calls itself (`answer` in api-server.ts; admin-dashboard.ts and
 * participant-portal.ts answer the reads every dashboard screen makes).
 */
export function signInOnApiServer(user: User): void {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, tokenOf(user));
  answer(
    http.get('/api/auth/me', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${tokenOf(user)}`
        ? contractJson(meResponseSchema, { user })
        : errorJson(401, 'Your session has expired. Please sign in again.'),
    ),
  );
}
