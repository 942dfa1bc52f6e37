import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedRequests } from '../../../test/fetch-stub';
import { answerPublicContent } from '../../../test/public-content';
import { organizer, participant } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component-level tests: fetch is stubbed; the real auth service is covered by end-to-end tests.

function header() {
  return within(screen.getByRole('banner'));
}

/** Waits until the current user is known and the page (with its header) has rendered. */
async function findHeader() {
  return within(await screen.findByRole('banner'));
}

describe('landing header', () => {
  it('offers Sign In, pointing at the access section, to visitors', () => {
    // Signed out, nothing is stubbed: the landing's reads go to the MSW test server.
    answerPublicContent();
    renderApp('/');
    const signIn = header().getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/#auth');
    expect(header().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes an organizer with an Admin link to the admin dashboard', async () => {
    signInAs(organizer);
    renderApp('/');
    expect((await findHeader()).getByText('Welcome, Ana Organizer')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(header().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('welcomes a participant with a Dashboard link to the participant portal', async () => {
    signInAs(participant);
    renderApp('/');
    expect((await findHeader()).getByText('Welcome, Pablo Participant')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
    expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each([
    { signedIn: organizer, linkName: 'Admin Dashboard', href: '/admin/dashboard' },
    { signedIn: participant, linkName: 'My Dashboard', href: '/participant/dashboard' },
  ])('calls the mobile menu link "$linkName" for $signedIn.role', async ({ signedIn, linkName, href }) => {
    signInAs(signedIn);
    const person = userEvent.setup();
    renderApp('/');
    await person.click((await findHeader()).getByRole('button', { name: 'Open menu' }));
    expect(await header().findByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it('links every section of the navigation to its anchor', () => {
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
    const fetchMock = signInAs(organizer, () => ({ status: 204 }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await findHeader()).getByRole('button', { name: 'Logout' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logged Out');
    expect(toast).toHaveTextContent('You have been successfully logged out');
    expect(recordedRequests(fetchMock)).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/auth/logout', headers: expect.objectContaining({ Authorization: 'Bearer token-of-64b7f0c2a1b2c3d4e5f60718' }) }),
    );
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(header().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs out locally even when the server cannot be told', async () => {
    signInAs(organizer, () => ({ status: 503, body: { message: 'Service unavailable' } }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click((await findHeader()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logged Out');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
