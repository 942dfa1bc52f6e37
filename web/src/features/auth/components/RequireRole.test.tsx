import { describe, expect, it, jest } from '@jest/globals';
import { adminContentItemSchemas, AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { z } from 'zod';
import { answerAdminDashboardReads } from '../../../test/admin-dashboard';
import { answer, contractJson } from '../../../test/api-server';
import { organizer, participant } from '../../../test/fixtures';
import { answerPublicContent } from '../../../test/public-content';
import { renderApp } from '../../../test/render-app';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { RequireRole } from './RequireRole';

// Component-level tests: MSW answers as the services do; the real gateway's role policy is covered
// by end-to-end tests.

async function expectRedirectedHome(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('region', { name: 'Member Access' })).toBeInTheDocument();
}

describe('role guard', () => {
  it('sends a signed-out visitor of the admin dashboard home', async () => {
    answerPublicContent();
    const { router } = renderApp('/admin/dashboard');
    await expectRedirectedHome(router);
  });

  it('shows a signed-out visitor of the participant portal Access Denied, whose sign-in link leads to the sign-in form', async () => {
    answerPublicContent();
    const user = userEvent.setup();
    const { router } = renderApp('/participant/dashboard#logistics');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participant/dashboard');
    await user.click(screen.getByRole('link', { name: 'Go to Sign In' }));
    await expectRedirectedHome(router);
    expect(router.state.location.hash).toBe('#auth');
    expect(router.state.location.state).toEqual({ returnTo: '/participant/dashboard#logistics' });
  });

  it('sends a participant away from the organizer routes', async () => {
    signInOnApiServer(participant);
    answerPublicContent();
    const { router } = renderApp('/admin/sidebar');
    await expectRedirectedHome(router);
  });

  it('sends an organizer away from the participant portal', async () => {
    signInOnApiServer(organizer);
    answerPublicContent();
    const { router } = renderApp('/participant/dashboard');
    await expectRedirectedHome(router);
  });

  it('lets an organizer into the admin dashboard', async () => {
    signInOnApiServer(organizer);
    // The Speakers tab, whose one read is answered here (Overview's cards read much more).
    answerAdminDashboardReads();
    answer(http.get('/api/admin/speakers', () => contractJson(z.array(adminContentItemSchemas.speakers), [])));
    const { router } = renderApp('/admin/dashboard?tab=speakers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the dashboard\'s frame while the current user loads, with the open tab\'s title and intro', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'slow-token');
    // The answer never comes.
    answer(http.get('/api/auth/me', () => new Promise<never>(() => undefined)));
    renderApp('/admin/dashboard?tab=content');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Mexico Trek')).toBeInTheDocument();
    // Painted as the server's frame painted it, but not announced: the page is still loading.
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.getByText(/^What the public site shows: /)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Content' })).not.toBeInTheDocument();
  });

  it('while the account of someone signed in on this device is read, then the page\'s code is already asked for', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'slow-token');
    // The answer never comes: the page's code must not wait for it.
    answer(http.get('/api/auth/me', () => new Promise<never>(() => undefined)));
    const preload = jest.fn(async () => undefined);
    renderFeature(
      <RequireRole role="ORGANIZER" preload={preload}>
        <p>Dashboard</p>
      </RequireRole>,
    );
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(preload).toHaveBeenCalled());
  });

  it('when nobody signed in on this device, then the page\'s code is not downloaded for them', async () => {
    answerPublicContent();
    const preload = jest.fn(async () => undefined);
    renderFeature(
      <RequireRole role="PARTICIPANT" preload={preload} signedOut={<p>Signed out</p>}>
        <p>Portal</p>
      </RequireRole>,
    );
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });
});
