import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, errorJson, recordRequests } from '../../../test/api-server';
import { organizer, participant } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer, tokenOf } from '../../../test/render-feature';
import { LandingHeader } from './LandingHeader';

// Component-level tests: MSW answers as the services do; the real auth service is covered by end-to-end tests.


function header() {
  return within(screen.getByRole('banner'));
}

/** Waits until the header has rendered with the signed-in user's Logout button. */
async function findSignedInHeader() {
  await header().findByRole('button', { name: 'Logout' });
  return header();
}

describe('landing header', () => {
  it('offers Sign In, pointing at the access section, to visitors', () => {
    renderFeature(<LandingHeader />);
    const signIn = header().getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/#auth');
    expect(header().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes an organizer with an Admin link to the admin dashboard', async () => {
    signInOnApiServer(organizer);
    renderFeature(<LandingHeader />);
    expect((await findSignedInHeader()).getByText('Welcome, Ana Organizer')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(header().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('welcomes a participant with a Dashboard link to the participant portal', async () => {
    signInOnApiServer(participant);
    renderFeature(<LandingHeader />);
    expect((await findSignedInHeader()).getByText('Welcome, Pablo Participant')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
    expect(header().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each([
    { signedIn: organizer, linkName: 'Admin Dashboard', href: '/admin/dashboard' },
    { signedIn: participant, linkName: 'My Dashboard', href: '/participant/dashboard' },
  ])('calls the mobile menu link "$linkName" for $signedIn.role', async ({ signedIn, linkName, href }) => {
    signInOnApiServer(signedIn);
    const person = userEvent.setup();
    renderFeature(<LandingHeader />);
    await person.click((await findSignedInHeader()).getByRole('button', { name: 'Open menu' }));
    expect(await header().findByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it('when the phone menu is open, then Escape closes it and gives focus back to its button', async () => {
    const person = userEvent.setup();
    renderFeature(<LandingHeader />);
    await person.click(header().getByRole('button', { name: 'Open menu' }));
    expect(await header().findByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await person.keyboard('{Escape}');
    const menuButton = await header().findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('when a section is chosen in the phone menu, then focus moves to that section, not to the page body', async () => {
    const person = userEvent.setup();
    renderFeature(
      <>
        <LandingHeader />
        <section id="team" tabIndex={-1} aria-label="Team" />
      </>,
    );
    await person.click(header().getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(header().getAllByRole('navigation', { name: 'Page sections' })).toHaveLength(2));
    const menu = within(header().getAllByRole('navigation', { name: 'Page sections' })[1] as HTMLElement);
    await person.click(menu.getByRole('link', { name: 'Team' }));
    expect(document.activeElement).toBe(document.getElementById('team'));
  });

  it('links every section of the navigation to its anchor', () => {
    renderFeature(<LandingHeader />);
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
    signInOnApiServer(organizer);
    answer(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderFeature(<LandingHeader />);
    await user.click((await findSignedInHeader()).getByRole('button', { name: 'Logout' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logged Out');
    expect(toast).toHaveTextContent('You have been successfully logged out');
    const logout = requests.find(({ method, url }) => method === 'POST' && url === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${tokenOf(organizer)}`);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(header().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs out locally even when the server cannot be told', async () => {
    signInOnApiServer(organizer);
    answer(http.post('/api/auth/logout', () => errorJson(503, 'Service unavailable')));
    const user = userEvent.setup();
    renderFeature(<LandingHeader />);
    await user.click((await findSignedInHeader()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logged Out');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
