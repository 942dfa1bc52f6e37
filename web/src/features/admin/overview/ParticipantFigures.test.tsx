import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminOverviewMessages, adminOverviewSchema, type AdminOverview } from '@trek/contracts';
import { answerOverviewReads } from '../../../test/admin-dashboard';
import { contractJson, errorJson } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeatureSettled, signInOnApiServer } from '../../../test/render-feature';
import { OverviewTab } from './OverviewTab';

// Component test: MSW answers as the participant service does; the real endpoint is covered by the
// service's API tests.

const overview: AdminOverview = {
  participants: { totalAccounts: 40, profileComplete: 30, logisticsSubmitted: 20, whatsappJoined: 40, fullySetUp: 15 },
  missing: {
    people: [
      { userId: 'u1', name: 'Pedro Gómez', email: 'pedro@mit.edu', missing: ['profile', 'logistics'] },
      { userId: 'u2', name: '', email: 'sofia@harvard.edu', missing: ['whatsapp'] },
    ],
    total: 25,
  },
  feedback: { unread: 3 },
  transferDeadline: { at: '2026-02-01T23:59:59.999Z', daysLeft: 12, passed: false },
  trekStart: { at: '2026-03-15T00:00:00.000Z', daysLeft: 53, passed: false },
};

/** Signs the organizer in and opens Overview, the participant service answering the figures with `figures`. */
async function openOverview(figures: () => Response) {
  signInOnApiServer(organizer);
  answerOverviewReads(figures);
  // The last cards' code loads as the tab renders.
  return renderFeatureSettled(<OverviewTab />, { path: '/admin/dashboard' });
}

describe('Participant figures on Overview', () => {
  it('shows setup counts as progress, who misses what, unread feedback and the days left', async () => {
    await openOverview(() => contractJson(adminOverviewSchema, overview));

    expect(await screen.findByRole('heading', { name: "Participants' setup" })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile complete: 30 of 40' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('progressbar', { name: 'Logistics submitted: 20 of 40' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'WhatsApp joined: 40 of 40' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Fully set up: 15 of 40' })).toBeInTheDocument();

    const missing = within(screen.getByRole('table', { name: 'Participants who have not finished their setup' }));
    const pedro = within(missing.getByRole('row', { name: /Pedro Gómez/ }));
    expect(pedro.getByText('Profile')).toBeInTheDocument();
    expect(pedro.getByText('Logistics')).toBeInTheDocument();
    expect(within(missing.getByRole('row', { name: /sofia@harvard\.edu/ })).getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByText('…and 23 more participants. See the Participants tab.')).toBeInTheDocument();

    expect(screen.getByRole('group', { name: 'Unread feedback: 3' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Transfer deadline: 12 days left' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Trek starts: 53 days left' })).toBeInTheDocument();
  });

  it('when the organizer follows the unread feedback, then the address opens the feedback section of Announcements', async () => {
    const { router } = await openOverview(() => contractJson(adminOverviewSchema, overview));
    await userEvent.click(await screen.findByRole('link', { name: 'Open Announcements & feedback' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=announcements&section=feedback'));
  });

  it('says when the deadline has passed and when everyone is set up', async () => {
    const done: AdminOverview = {
      ...overview,
      missing: { people: [], total: 0 },
      transferDeadline: { at: '2026-02-01T23:59:59.999Z', daysLeft: 0, passed: true },
    };
    await openOverview(() => contractJson(adminOverviewSchema, done));
    expect(await screen.findByText('Everyone has finished their setup.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Transfer deadline: Passed' })).toBeInTheDocument();
  });

  it('says why the figures could not be loaded and keeps the application counts', async () => {
    await openOverview(() => errorJson(503, adminOverviewMessages.editionUnavailable));
    expect(await screen.findByText("The participants' figures could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText('The edition settings are unavailable right now. Please try again shortly.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Applications by status' })).toBeInTheDocument();
  });
});
