import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationListSchema, draftDecisionsResultSchema, draftDecisionsSchema, type ApplicationListItem } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, recordRequests } from '../../../../test/api-server';
import { organizer } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { ApplicationsTab } from '../ApplicationsTab';
import { answerAdmissionsBoard, applicationDetail } from '../admissions-test-support';

// The Applications tab inside the app's providers: its list, selection and bulk decisions, with
// MSW answering as the applications service does.

function item(n: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  const { reviews: _reviews, statusHistory: _history, participantAccountId: _account, emails: _emails, phone: _phone, interest250: _i, goals250: _g, favoriteFood: _f, comments: _c, referral: _r, ...rest } =
    applicationDetail('under_review');
  return { ...rest, id: `65a1b2c3d4e5f60718293a${String(n).padStart(2, '0')}`, ref: `MT26-AAAA-000${n}`, firstNames: `Applicant${n}`, ...overrides };
}

const rows = [
  item(1, { review: { count: 2, mean: 4.5, spread: 1, reviewedByMe: true } }),
  item(2, { draftDecision: 'waitlisted' }),
  item(3, { status: 'confirmed', offer: { state: 'confirmed', expiresAt: '2026-01-20T12:00:00.000Z', answeredAt: '2026-01-15T12:00:00.000Z' } }),
  item(4, { status: 'accepted', offer: { state: 'open', expiresAt: '2026-01-20T12:00:00.000Z', answeredAt: null } }),
];

function backend() {
  signInOnApiServer(organizer);
  answerAdmissionsBoard();
  answer(
    http.get('/api/admin/applications', () => contractJson(applicationListSchema, { applications: rows, total: rows.length, page: 1, pageSize: 25 })),
    http.post('/api/admin/applications/decisions', async ({ request }) => {
      const input = draftDecisionsSchema.parse(await request.json());
      const refused = rows.filter((row) => input.applicationIds.includes(row.id) && row.status === 'confirmed').map((row) => ({ applicationId: row.id, ref: row.ref, status: row.status }));
      return contractJson(draftDecisionsResultSchema, { drafted: input.applicationIds.length - refused.length, refused });
    }),
  );
  return recordRequests();
}

const table = async () => within(await screen.findByRole('table', { name: 'Applications, newest first' }));

describe('Applications list with reviews and bulk decisions', () => {
  it('shows each application’s mean score with its spread, its reviews, its draft decision and where its offer stands', async () => {
    backend();
    renderFeature(<ApplicationsTab />);
    const list = await table();
    const first = within(list.getByRole('row', { name: /MT26-AAAA-0001/ }));
    expect(first.getByText('4.50')).toBeInTheDocument();
    expect(first.getByText('±1.0')).toBeInTheDocument();
    expect(first.getByLabelText('You reviewed it')).toBeInTheDocument();
    expect(within(list.getByRole('row', { name: /MT26-AAAA-0002/ })).getByText('Draft: waitlist')).toBeInTheDocument();
    expect(within(list.getByRole('row', { name: /MT26-AAAA-0003/ })).getByText(/^Confirmed on Jan 15, 2026/)).toBeInTheDocument();
    expect(within(list.getByRole('row', { name: /MT26-AAAA-0004/ })).getByText(/^Offer out until Jan 20, 2026/)).toBeInTheDocument();
  });

  it('when organizers select rows and choose Accept, then one draft request names them, and those the workflow refuses are named', async () => {
    const requests = backend();
    renderFeature(<ApplicationsTab />);
    const list = await table();
    await userEvent.click(list.getByRole('checkbox', { name: 'Select MT26-AAAA-0001' }));
    await userEvent.click(list.getByRole('checkbox', { name: 'Select MT26-AAAA-0003' }));
    const bar = within(screen.getByRole('region', { name: 'Draft a decision for the selected applications' }));
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ applicationIds: [rows[0]!.id, rows[2]!.id], decision: 'accepted' }));
    expect(await bar.findByText('Not allowed from their status: MT26-AAAA-0003')).toBeInTheDocument();
    expect(bar.getByText('MT26-AAAA-0003: Confirmed')).toBeInTheDocument();
  });

  it('when the page’s select-all is ticked, then every row on the page is selected, and a draft clears the selection', async () => {
    const requests = backend();
    renderFeature(<ApplicationsTab />);
    const list = await table();
    await userEvent.click(list.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await userEvent.click(list.getByRole('checkbox', { name: 'Select MT26-AAAA-0003' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ applicationIds: [rows[0]!.id, rows[1]!.id, rows[3]!.id], decision: 'rejected' }));
    await waitFor(() => expect(screen.queryByText('3 selected')).not.toBeInTheDocument());
    expect(list.getByRole('checkbox', { name: 'Select MT26-AAAA-0001' })).not.toBeChecked();
  });

  it('sends the review sort and filters to the server, "not reviewed by me" among them, and the table names its order', async () => {
    const requests = backend();
    renderFeature(<ApplicationsTab />);
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Largest disagreement' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not reviewed by me' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Mean score at least' }));
    await userEvent.click(await screen.findByRole('option', { name: '4' }));
    await waitFor(() => expect(requests.some((request) => /sort=spread-desc/.test(request.url) && /notReviewedByMe=true/.test(request.url) && /minMean=4(&|$)/.test(request.url))).toBe(true));
    expect(await screen.findByRole('table', { name: 'Applications, largest disagreement first' })).toBeInTheDocument();
  });
});
