import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, errorJson, recordRequests } from '../../../test/api-server';
import { answerPublicContent } from '../../../test/public-content';
import { organizer, participant } from '../../../test/fixtures';
import { renderApp, signInOnApiServer, tokenOf } from '../../../test/render-app';

// Component-level tests: MSW answers as the services do; the real auth service is covered by end-to-end tests.

/** Signs `user` in on the landing page, whose public reads are answered (empty lists). */
function signInOnLanding(user: typeof organizer) {
  signInOnApiServer(user);
  answerPublicContent();
}

function header() {
  return within(screen.getByRole('banner'));
}

/** Waits until the current user is known and the page (with its header) has rendered. */
async function findHeader() {
  return within(await screen.findByRole('banner'));
}

describe('landing header', () => {
  it('offers Sign In, pointing at the access section, to visitors', () => {
    answerPublicContent();
    renderApp('/');
    const signIn = header().getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/#auth');
    expect(header().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes an organizer with an Admin link to the admin dashboard', async () => {
    signInOnLanding(organizer);
    renderApp('/');
    expect((await findHeader()).getByText('Welcome, Ana Organizer')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(header().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('welcomes a participant with a Dashboard link to the participant portal', async () => {
    signInOnLanding(participant);
    renderApp('/');
    expect((await findHeader()).getByText('Welcome, Pablo Participant')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
    expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each([
    { signedIn: organizer, linkName: 'Admin Dashboard', href: '/admin/dashboard' },
    { signedIn: participant, linkName: 'My Dashboard', href: '/participant/dashboard' },
  ])('calls the mobile menu link "$linkName" for $signedIn.role', async ({ signedIn, linkName, href }) => {
    signInOnLanding(signedIn);
    const person = userEvent.setup();
    renderApp('/');
    await person.click((await findHeader()).getByRole('button', { name: 'Open menu' }));
    expect(await header().findByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it('when the phone menu is open, then Escape closes it and gives focus back to its button', async () => {
    answerPublicContent();
    const person = userEvent.setup();
    renderApp('/');
    await person.click(header().getByRole('button', { name: 'Open menu' }));
    expect(await header().findByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await person.keyboard('{Escape}');
    const menuButton = await header().findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('when a section is chosen in the phone menu, then focus moves to that section, not to the page body', async () => {
    answerPublicContent();
    const person = userEvent.setup();
    renderApp('/');
    await person.click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(header().getAllByRole('navigation', { name: 'Page sections' })[1] as HTMLElement);
    await person.click(menu.getByRole('link', { name: 'Team' }));
    expect(document.activeElement).toBe(document.getElementById('team'));
  });

  it('links every section of the navigation to its anchor', () => {
    answerPublicContent();
    renderApp('/');
    const navigation = within(header().getAllByRole('navigation', { name: 'Page sections' })[0] as HTMLElement);
    expect(navigation.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/#introduction',
      '/#team',
      '/#itinerary',
      '/#speakers',
      '/#participants',
      '/#travel',
    ]);
  });

  it('logs out: revokes the session, forgets the token and says so', async () => {
    signInOnLanding(organizer);
    answer(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await findHeader()).getByRole('button', { name: 'Logout' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logged Out');
    expect(toast).toHaveTextContent('You have been successfully logged out');
    const logout = requests.find(({ method, url }) => method === 'POST' && url === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${tokenOf(organizer)}`);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(header().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs out locally even when the server cannot be told', async () => {
    signInOnLanding(organizer);
    answer(http.post('/api/auth/logout', () => errorJson(503, 'Service unavailable')));
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await findHeader()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logged Out');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
