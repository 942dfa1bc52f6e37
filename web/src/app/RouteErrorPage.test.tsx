import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { RouteErrorPage } from './RouteErrorPage';

function BrokenPage(): never {
  throw new Error('Rendering failed');
}

/** What the browser throws when a page's code cannot be downloaded (a lazy route with no network). */
function UnreachablePage(): never {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ApplyPage-abc123.js');
}

const setOnline = (online: boolean) => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

describe('route error page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads Application Error / Please refresh the page. with a Refresh button', async () => {
    // React and the router report the thrown error on the console; that noise is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', { routes: [{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> }] });
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('when a page cannot load because the device is offline, then it says so instead of Application Error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setOnline(false);
    renderApp('/', { routes: [{ path: '/', element: <UnreachablePage />, errorElement: <RouteErrorPage /> }] });

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('This page needs an internet connection. Check your connection, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Application Error')).not.toBeInTheDocument();
  });

  it('when the page code fails to load while online (a new version was deployed), then it still asks for a refresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setOnline(true);
    renderApp('/', { routes: [{ path: '/', element: <UnreachablePage />, errorElement: <RouteErrorPage /> }] });

    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
  });
});
