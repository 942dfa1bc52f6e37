import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizer, participant } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { HEADER_HEIGHT_VARIABLE } from '../../../lib/use-published-header-height';
import { DASHBOARD_HEADER_HEIGHT, DashboardHeader } from './DashboardHeader';

// Component-level tests: MSW answers as the services do; the real services are covered by end-to-end tests.

/** The header in the `<header>` element its dashboard's shell supplies. */
function renderHeader(path: string) {
  return renderFeature(
    <header>
      <DashboardHeader />
    </header>,
    { path },
  );
}

function openAdminDashboard() {
  signInOnApiServer(organizer);
  return renderHeader('/admin/dashboard');
}

function openParticipantPortal() {
  signInOnApiServer(participant);
  return renderHeader('/participant/dashboard');
}

describe('dashboard header', () => {
  it('shows an organizer the admin subtitle, a welcome and Home / Admin / Logout', async () => {
    openAdminDashboard();
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText('Admin Dashboard')).toBeInTheDocument();
    expect(header.getByText('Welcome, Ana Organizer')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(header.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a participant the portal subtitle and a Dashboard button', async () => {
    openParticipantPortal();
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText('Participant Portal')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
    expect(header.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('puts the actions in an account menu on small screens, with the account icon rather than a second menu icon beside the sidebar', async () => {
    const user = userEvent.setup();
    openParticipantPortal();
    const accountMenu = await screen.findByRole('button', { name: 'Account menu' });
    expect(accountMenu.querySelector('svg')).toHaveClass('tabler-icon-user-circle');
    await user.click(accountMenu);
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Go to Home Page', 'My Dashboard', 'Logout']);
  });

  it('tells the toasts its height once it shows, and takes it back when it goes', async () => {
    const headerHeight = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VARIABLE);
    const { unmount } = openParticipantPortal();
    expect(headerHeight()).toBe('');
    await screen.findByText('Participant Portal');
    expect(headerHeight()).toBe(`${DASHBOARD_HEADER_HEIGHT}px`);
    unmount();
    expect(headerHeight()).toBe('');
  });
});
