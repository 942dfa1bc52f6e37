import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizer, participant } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component-level tests: fetch is stubbed; the real services are covered by end-to-end tests.

describe('dashboard header', () => {
  it('shows an organizer the admin subtitle, a welcome and Home / Admin / Logout', async () => {
    signInAs(organizer);
    renderApp('/admin/dashboard');
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText('Admin Dashboard')).toBeInTheDocument();
    expect(header.getByText('Welcome, Ana Organizer')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(header.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a participant the portal subtitle and a Dashboard button', async () => {
    signInAs(participant);
    renderApp('/participant/dashboard');
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText('Participant Portal')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
    expect(header.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('puts the actions in a menu on small screens', async () => {
    signInAs(participant);
    const user = userEvent.setup();
    renderApp('/participant/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Go to Home Page', 'My Dashboard', 'Logout']);
  });
});
