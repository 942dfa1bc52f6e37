import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { RouteErrorPage } from './RouteErrorPage';

function BrokenPage(): never {
  throw new Error('Rendering failed');
}

describe('route error page', () => {
  it('reads Application Error / Please refresh the page. with a Refresh button', async () => {
    // React and the router report the thrown error on the console; that noise is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/', { routes: [{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> }] });
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
