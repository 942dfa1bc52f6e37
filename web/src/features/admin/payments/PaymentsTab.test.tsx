import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPaymentsSchema, paymentRecordSchema, paymentRemindersResultSchema, releasedSpotLedgerSchema, spotLedgerSchema, type AdminPayments, type AdminSpotLedger } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { PaymentsTab } from './PaymentsTab';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers as the payments service does; the ledgers themselves are covered by its tests.

const spot = (order: number, name: string | null, overrides: Partial<AdminSpotLedger> = {}): AdminSpotLedger => ({
  spotId: `spot-${order}`,
  year: 2026,
  confirmationOrder: order,
  confirmedAt: '2025-12-01T10:00:00.000Z',
  subsidized: true,
  subsidyUsd: 1000,
  priceUsd: 1650,
  deposit: { dueUsd: 500, paidUsd: 0, dueDate: '2025-12-31', overdue: true },
  balance: { dueUsd: 1150, paidUsd: 0, dueDate: '2026-02-01', overdue: false },
  paidUsd: 0,
  outstandingUsd: 1650,
  entries: [],
  holder: name ? { userId: `64b7f0c2a1b2c3d4e5f6070${order}`, fullName: name, email: `${name.split(' ')[0]!.toLowerCase()}@example.edu`, language: 'en' } : null,
  depositRemindedAt: null,
  ...overrides,
});

const paidInFull = spot(2, 'Bea Paid', { deposit: { dueUsd: 500, paidUsd: 500, dueDate: '2025-12-31', overdue: false }, balance: { dueUsd: 1150, paidUsd: 1150, dueDate: '2026-02-01', overdue: false }, paidUsd: 1650, outstandingUsd: 0 });

const tab = (spots: AdminSpotLedger[], overrides: Partial<AdminPayments> = {}): AdminPayments => ({
  year: 2026,
  current: true,
  subsidizedSpots: 50,
  subsidiesLeft: 50 - spots.length,
  spots,
  released: [],
  totals: { priceUsd: 1650 * spots.length, paidUsd: 1650, outstandingUsd: 1650 * (spots.length - 1), depositsOutstanding: spots.length - 1 },
  ...overrides,
});

const anaPayment = {
  id: 'entry-1',
  spotId: 'spot-9',
  kind: 'payment' as const,
  amountUsd: 500,
  paidOn: '2025-12-05',
  method: 'bank-transfer' as const,
  reference: 'TX-ANA',
  note: '',
  source: 'organizer' as const,
  recordedBy: { id: 'organizer-1', name: 'Olga' },
  recordedAt: '2025-12-05T10:00:00.000Z',
  reverses: null,
  reversedBy: null,
};
const releasedSpot = {
  spotId: 'spot-9',
  year: 2026,
  confirmedAt: '2025-12-01T09:00:00.000Z',
  releasedAt: '2026-01-05T10:00:00.000Z',
  formerHolderUserId: '64b7f0c2a1b2c3d4e5f60709',
  formerHolder: { userId: '64b7f0c2a1b2c3d4e5f60709', fullName: 'Gia Gone', email: 'gia@example.edu', language: 'en' as const },
  paidUsd: 500,
  entries: [anaPayment],
};

function backend() {
  signInOnApiServer(organizer);
  answer(
    http.get('/api/admin/payments', ({ request }) =>
      new URL(request.url).searchParams.get('year') === '2024'
        ? errorJson(404, 'No edition has that year')
        : new URL(request.url).searchParams.get('year') === '2025'
        ? contractJson(adminPaymentsSchema, tab([spot(1, 'Pat Past', { year: 2025, priceUsd: 1400 })], { year: 2025, current: false }))
        : contractJson(adminPaymentsSchema, tab([spot(1, 'Ana Owing'), paidInFull, spot(3, null)], { released: [releasedSpot] })),
    ),
    http.post('/api/admin/payments/spots/spot-9/entries/entry-1/reverse', () => {
      const { formerHolder: _holder, ...ledger } = releasedSpot;
      return contractJson(releasedSpotLedgerSchema, { ...ledger, paidUsd: 0 }, { status: 201 });
    }),
    http.post('/api/admin/payments/spots/spot-1/entries', async ({ request }) => {
      const payment = paymentRecordSchema.parse(await request.json());
      if (payment.reference === 'REFUSE') return errorJson(404, 'No spot of this edition has that id');
      return contractJson(spotLedgerSchema, { ...spot(1, 'Ana Owing'), paidUsd: payment.amountUsd }, { status: 201 });
    }),
    http.post('/api/admin/payments/reminders', () => contractJson(paymentRemindersResultSchema, { reminded: 2, alreadyReminded: 0 })),
  );
  return recordRequests();
}

const openTab = async () => {
  renderFeature(<PaymentsTab />, { path: '/admin/dashboard?tab=payments' });
  // The first render compiles the tab's lazy chunk, which a loaded machine takes long over.
  return screen.findByRole('table', { name: 'Spots and what each owes' }, { timeout: 60_000 });
};

describe('Payments tab', () => {
  it('shows the subsidies left, the totals and each spot in confirmation order with its dues', async () => {
    backend();
    const table = await openTab();

    expect(screen.getByText('47 of 50 left')).toBeInTheDocument();
    const ana = within(screen.getByTestId('payment-row-1'));
    expect(ana.getByText('Ana Owing')).toBeInTheDocument();
    expect(ana.getByText('Subsidized')).toBeInTheDocument();
    expect(ana.getAllByText('Overdue')).toHaveLength(1);
    expect(ana.getByText('US$0 of US$500')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-row-3')).getByText('Awaiting recipient')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('lists only those who owe when asked', async () => {
    backend();
    await openTab();
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Outstanding' }));

    expect(screen.queryByTestId('payment-row-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-row-1')).toBeInTheDocument();
    expect(screen.getByText('2 spots')).toBeInTheDocument();
  });

  it('records a payment with the shared schema: a missing amount is refused in the form, a valid one is sent', async () => {
    const requests = backend();
    await openTab();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Record a payment for Ana Owing' }));
    const form = within(await screen.findByRole('dialog', { name: 'Record a payment' }));
    const amount = form.getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('500');
    await user.clear(amount);
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByText('Amount is required')).toBeInTheDocument();

    await user.type(amount, '250.50');
    await user.type(form.getByRole('textbox', { name: /Reference/ }), 'TX-9');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const [sent] = requests.filter((request) => request.method === 'POST');
    expect(sent!.url).toBe('/api/admin/payments/spots/spot-1/entries');
    await waitFor(() => expect(sent!.body).toMatchObject({ amountUsd: 250.5, method: 'bank-transfer', reference: 'TX-9' }));
    expect(await screen.findByText('US$250.50 recorded for Ana Owing.')).toBeInTheDocument();
  });

  it('reminds everyone who owes after a confirmation and says how many were emailed', async () => {
    const requests = backend();
    await openTab();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remind all who owe' }));
    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));

    expect(await screen.findByText('2 holders emailed; 0 already reminded today.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/admin/payments/reminders']);
  });

  it('shows a released spot apart, with who gave it up and what is held, and records its refund by reversing the payment', async () => {
    const requests = backend();
    await openTab();
    const user = userEvent.setup();

    const released = within(screen.getByTestId('released-spot'));
    expect(screen.getByRole('heading', { name: 'Released spots with payments' })).toBeInTheDocument();
    expect(released.getByText('Gia Gone')).toBeInTheDocument();
    expect(released.getByText('US$500')).toBeInTheDocument();
    await user.click(released.getByRole('button', { name: 'Entries of the spot given up by Gia Gone' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Spot given up by Gia Gone' }));
    await user.click(drawer.getByRole('button', { name: 'Reverse US$500' }));
    await fillIn(user, drawer.getByRole('textbox', { name: /Reason/ }), 'Refunded');
    await user.click(drawer.getByRole('button', { name: 'Reverse payment' }));

    await waitFor(() => expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/admin/payments/spots/spot-9/entries/entry-1/reverse']));
  });

  it('when the organizer picks a past edition, then its spots show read-only, without recording or reminding', async () => {
    const requests = backend();
    await openTab();
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));

    expect(await screen.findByText('Pat Past')).toBeInTheDocument();
    expect(screen.getByText('A past edition: read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record a payment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind all who owe' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/admin/payments?year=2025')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    expect(await screen.findByText('No payments were kept for the 2024 edition.')).toBeInTheDocument();
  });
});
