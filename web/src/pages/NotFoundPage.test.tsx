import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render-app';

describe('unknown routes', () => {
  it.each(['/nope', '/admin', '/apply/elsewhere/deep'])('show the logo and 404 Page Not Found at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mexico Trek logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });
});
