import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailLogPageSchema, type EmailLogEntry } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { EmailLogCard } from './EmailLogCard';

// Component test: the card as Overview shows it, MSW answering as the notifications worker does;
// the real endpoint is covered by services/notifications/test/email-log.api.test.ts.

const failed: EmailLogEntry = {
  id: '65a1b2c3d4e5f60718293a4b',
  jobId: 'participant-credentials-1',
  kind: 'participant-credentials',
  to: ['luis@example.com'],
  subject: 'Your Mexico Trek account',
  status: 'failed',
  error: '550 mailbox unavailable',
  attempts: 10,
  createdAt: '2026-01-11T09:00:00.000Z',
  sentAt: null,
};
const sent: EmailLogEntry = { ...failed, id: '65a1b2c3d4e5f60718293a4c', jobId: 'test-1', kind: 'test', to: ['ana@example.com'], subject: 'A test', status: 'sent', error: null, attempts: 1 };

describe('Email log on Overview', () => {
  it('lists the emails with status and the error of a failed one, and filters by status on the server', async () => {
    signInOnApiServer(organizer);
    answer(
      http.get('/api/admin/emails', ({ request }) => {
        const entries = new URL(request.url).searchParams.get('status') === 'failed' ? [failed] : [sent, failed];
        return contractJson(emailLogPageSchema, { entries, total: entries.length, page: 1, pageSize: 20 });
      }),
    );
    const requests = recordRequests();
    renderFeature(<EmailLogCard />);

    const table = await screen.findByRole('table', { name: 'Emails sent, newest first' });
    const failedRow = within(within(table).getByRole('row', { name: /luis@example\.com/ }));
    expect(failedRow.getByText('Failed')).toBeInTheDocument();
    expect(failedRow.getByText('Error: 550 mailbox unavailable')).toBeInTheDocument();
    expect(failedRow.getByText('Participant credentials')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /ana@example\.com/ })).getByText('Sent')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));

    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/api/admin/emails?status=failed'))).toBe(true));
    await waitFor(() => expect(within(table).queryByText('ana@example.com')).not.toBeInTheDocument());
  });
});
