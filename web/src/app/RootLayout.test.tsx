import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { http } from 'msw';
import { answer, errorJson } from '../test/api-server';
import { renderApp } from '../test/render-app';
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
});
