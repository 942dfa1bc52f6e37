import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server.node';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { endPageHydration, pageIsHydrating, startPageHydration } from '../lib/page-hydration';
import { answer, errorJson } from '../test/api-server';
import { renderApp } from '../test/render-app';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { RootLayout } from './RootLayout';

// The browser keeps the scroll position across an in-app navigation: the app decides where a new page starts.
function routes() {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <Link to="/next">Open the next page</Link> },
        { path: '/next', element: <Link to="/#faqs">Back to the questions</Link> },
      ],
    },
  ];
}

describe('root layout', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when the visitor moves to another page (signing in from far down the landing page, say), then the new page starts at its top', async () => {
    answer(http.get('/api/auth/me', () => errorJson(401, 'Please sign in.')));
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    renderApp('/', { routes: routes() });
    await user.click(await screen.findByRole('link', { name: 'Open the next page' }));
    await screen.findByRole('link', { name: 'Back to the questions' });
    expect(scrollTo.mock.calls).toContainEqual([{ top: 0 }]);
  });

  it('when the new address names a section (#faqs), then the page is left to scroll to it', async () => {
    answer(http.get('/api/auth/me', () => errorJson(401, 'Please sign in.')));
    const user = userEvent.setup();
    renderApp('/next', { routes: routes() });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await user.click(await screen.findByRole('link', { name: 'Back to the questions' }));
    await screen.findByRole('link', { name: 'Open the next page' });
    expect(scrollTo.mock.calls).not.toContainEqual([{ top: 0 }]);
  });

  it('when a server-rendered page hydrates, then its parts see the page still hydrating (their server HTML is kept), and the hydration ends after them', async () => {
    const seenAtMount: boolean[] = [];
    function Page() {
      const [hydrating] = useState(pageIsHydrating);
      useEffect(() => {
        seenAtMount.push(hydrating);
      }, [hydrating]);
      return <p>The page</p>;
    }
    const app = () => (
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <Page /> }] }])} />
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);

    startPageHydration();
    render(app(), { container, hydrate: true });
    await waitFor(() => expect(seenAtMount).toEqual([true]));
    expect(pageIsHydrating()).toBe(false);
    // Ends it for the other tests when this one failed before the page did.
    endPageHydration();
  });
});
