import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nudgeResultSchema, type AdminOverview, type NudgeRequest, type NudgeResult } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { SetupProgressCard } from './SetupProgressCard';
import { renderFeature } from '../../../test/render-feature';

// Component test: MSW answers as the participant service does; the nudge's emails, its window and
// its audit entry are covered by services/participant/test/setup-reminders.api.test.ts.

const PEDRO = 'a'.repeat(24);
const participants: AdminOverview['participants'] = { totalAccounts: 40, profileComplete: 30, logisticsSubmitted: 20, whatsappJoined: 40, fullySetUp: 15 };
const missing: AdminOverview['missing'] = {
  people: [
    { userId: PEDRO, name: 'Pedro Gómez', email: 'pedro@mit.edu', missing: ['profile', 'logistics'] },
    { userId: 'b'.repeat(24), name: '', email: 'sofia@harvard.edu', missing: ['whatsapp'] },
  ],
  total: 25,
};

function renderCard(result: NudgeResult | 'down') {
  const requests: NudgeRequest[] = [];
  answer(
    http.post('/api/admin/setup-reminders/nudge', async ({ request }) => {
      requests.push((await request.json()) as NudgeRequest);
      return result === 'down' ? errorJson(503, 'The participant accounts are unavailable right now. Please try again shortly.') : contractJson(nudgeResultSchema, result);
    }),
  );
  renderFeature(<SetupProgressCard participants={participants} missing={missing} />);
  return requests;
}

describe('nudge now on the list of what is missing', () => {
  it('when an organizer double-clicks Nudge on a row, then one request names that participant and a toast confirms it', async () => {
    const user = userEvent.setup();
    const requests = renderCard({ nudged: 1, alreadyNudged: 0, nothingMissing: 0 });
    const row = within(await screen.findByRole('row', { name: /Pedro Gómez/ }));
    await user.dblClick(row.getByRole('button', { name: 'Nudge Pedro Gómez' }));
    expect(await screen.findByText('1 participant was emailed what they still miss.')).toBeInTheDocument();
    expect(screen.getByText('Reminder sent')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Nudge Pedro Gómez' })).toHaveTextContent('Nudged');
    expect(row.getByRole('button', { name: 'Nudge Pedro Gómez' })).toBeDisabled();
    expect(requests).toEqual([{ userIds: [PEDRO] }]);
  });

  it('when the participant was nudged a moment ago, then the toast says no second email goes out', async () => {
    const user = userEvent.setup();
    renderCard({ nudged: 0, alreadyNudged: 1, nothingMissing: 0 });
    await user.click(await screen.findByRole('button', { name: 'Nudge sofia@harvard.edu' }));
    expect(await screen.findByText('1 participant was nudged in the last 10 minutes and gets no second email.')).toBeInTheDocument();
    expect(screen.getByText('Already nudged')).toBeInTheDocument();
  });

  it('when an organizer nudges everyone, then they confirm first and everyone missing an item is asked for', async () => {
    const user = userEvent.setup();
    const requests = renderCard({ nudged: 23, alreadyNudged: 2, nothingMissing: 0 });
    await user.click(await screen.findByRole('button', { name: 'Nudge all 25' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email 25 participants now?' }));
    expect(requests).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('23 participants were emailed what they still miss. 2 participants were nudged in the last 10 minutes and get no second email.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual([{}]));
  });

  it('when the service cannot answer, then the toast gives its reason', async () => {
    const user = userEvent.setup();
    renderCard('down');
    await user.click(await screen.findByRole('button', { name: 'Nudge Pedro Gómez' }));
    expect(await screen.findByText('The reminder could not be sent')).toBeInTheDocument();
    expect(screen.getByText('The participant accounts are unavailable right now. Please try again shortly.')).toBeInTheDocument();
  });
});
