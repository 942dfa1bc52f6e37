import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  spotRecipientNamingSchema,
  spotTransferListSchema,
  spotTransferSchema,
  type SpotTransfer,
  accountCreatedSchema,
  accountListSchema,
  accountSchema,
  authMessages,
  createParticipantAccountSchema,
  participantRosterSchema,
  passwordResetResultSchema,
  setupKeyRotatedSchema,
  updateAccountSchema,
  type Account,
  type ParticipantRosterItem,
} from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { setMobileViewport } from '../../landing/testing/render-section';
import { answer, contractJson, errorJson, recordRequests, type RecordedRequest } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { AuthSpotsTab } from './AuthSpotsTab';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers as the auth and participant services do; the services themselves
// are covered by their API tests.

const PABLO_ID = '64b7f0c2a1b2c3d4e5f60719';
const BEA_ID = '64b7f0c2a1b2c3d4e5f6071c';
const LUCIA_ID = '64b7f0c2a1b2c3d4e5f6071a';
const TOMAS_ID = '64b7f0c2a1b2c3d4e5f60704';

function account(overrides: Partial<Account>): Account {
  return {
    id: PABLO_ID,
    fullName: 'Pablo Participant',
    email: 'pablo@example.edu',
    role: 'PARTICIPANT',
    avatarUrl: null,
    disabled: false,
    passwordSet: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    lastSignInAt: '2026-01-20T15:30:00.000Z',
    ...overrides,
  };
}

const organizers: Account[] = [
  account({ id: organizer.id, fullName: organizer.fullName, email: organizer.email, role: 'ORGANIZER' }),
  account({ id: BEA_ID, fullName: 'Bea Organizer', email: 'bea@example.org', role: 'ORGANIZER' }),
];

/** A roster row as the participant service lists it; Auth Spots shows only its transfer state. */
function rosterItem(userId: string, transfer: Partial<ParticipantRosterItem>): ParticipantRosterItem {
  return {
    userId,
    fullName: '',
    email: '',
    disabled: false,
    lastSignInAt: null,
    firstName: '',
    lastName: '',
    preferredName: '',
    program: '',
    university: '',
    profileCompleted: 0,
    profilePercent: 0,
    logisticsStatus: 'NOT_STARTED',
    hasJoinedWhatsapp: false,
    setupPercent: 0,
    missing: ['profile', 'logistics', 'whatsapp'],
    transferCount: 0,
    receivedByTransfer: false,
    clearedAt: null,
    transferredTo: null,
    receivedFrom: null,
    awaitingRecipient: false,
    returnedToWaitlist: false,
    ...transfer,
  };
}

const WAITING_SPOT = '64b7f0c2a1b2c3d4e5f60700';
/**
 * The spot transfers the participant service lists: one waiting for organizers to name its
 * recipient, one done, and one from an admission offer whose seat went back to the waitlist.
 */
let spotTransfers: SpotTransfer[] = [];
const initialSpotTransfers = (): SpotTransfer[] => [
  { spotId: WAITING_SPOT, year: 2026, at: '2026-01-22T10:00:00.000Z', from: { userId: '64b7f0c2a1b2c3d4e5f60701', fullName: 'Rosa Leaving', email: 'rosa@example.edu' }, named: null, recipient: null, awaitingRecipient: true, returnedToWaitlist: false },
  {
    spotId: '64b7f0c2a1b2c3d4e5f60702',
    year: 2026,
    at: '2026-01-20T09:00:00.000Z',
    from: { userId: PABLO_ID, fullName: 'Pablo Participant', email: 'pablo@example.edu' },
    named: { email: 'lucia@example.edu', fullName: null },
    recipient: { userId: LUCIA_ID, fullName: 'Lucía Receiver', email: 'lucia@example.edu' },
    awaitingRecipient: false,
    returnedToWaitlist: false,
  },
  {
    spotId: '64b7f0c2a1b2c3d4e5f60703',
    year: 2026,
    at: '2026-01-18T08:00:00.000Z',
    from: { userId: TOMAS_ID, fullName: 'Tomás Offered', email: 'tomas@example.edu' },
    named: null,
    recipient: null,
    awaitingRecipient: false,
    returnedToWaitlist: true,
  },
];

/** What PATCH on an account or organizer answers. */
const updatedAccountSchema = z.object({ account: accountSchema });

interface BackendOptions {
  accounts?: Account[];
  /** The participant roster's answer instead of the default one. */
  roster?: () => Response;
  /** The account creation's answer instead of the created account. */
  create?: () => Response;
}

/** Signs the organizer in and answers as the auth and participant services do; returns the requests sent. */
function backend({ accounts = [account({}), account({ id: LUCIA_ID, fullName: 'Lucía Receiver', email: 'lucia@example.edu', lastSignInAt: null })], roster, create }: BackendOptions = {}) {
  signInOnApiServer(organizer);
  spotTransfers = initialSpotTransfers();
  answer(
    http.get('/api/admin/accounts', ({ request }) =>
      new URL(request.url).searchParams.get('role') === 'ORGANIZER'
        ? contractJson(accountListSchema, { accounts: organizers, total: organizers.length, page: 1, pageSize: 100 })
        : contractJson(accountListSchema, { accounts, total: accounts.length, page: 1, pageSize: 25 }),
    ),
    http.patch(`/api/admin/organizers/${BEA_ID}`, async ({ request }) => {
      const { disabled } = updateAccountSchema.parse(await request.json());
      return contractJson(updatedAccountSchema, { account: { ...organizers[1]!, disabled } });
    }),
    http.post(`/api/admin/accounts/${BEA_ID}/sign-out`, () => new HttpResponse(null, { status: 204 })),
    http.post(`/api/admin/accounts/${BEA_ID}/unlock`, () => new HttpResponse(null, { status: 204 })),
    http.post(`/api/admin/accounts/${BEA_ID}/reset-password`, () =>
      contractJson(passwordResetResultSchema, { setPasswordLink: { id: '64b7f0c2a1b2c3d4e5f60797', expiresAt: '2026-01-08T10:00:00.000Z', emailed: true } }),
    ),
    http.get('/api/admin/participants', () =>
      roster
        ? roster()
        : contractJson(participantRosterSchema, {
            participants: [
              // As the participant service reports a transfer: Pablo gave his spot to Lucía's own account.
              rosterItem(PABLO_ID, { transferCount: 1, clearedAt: '2026-01-20T09:00:00.000Z', transferredTo: { userId: LUCIA_ID, fullName: 'Lucía Receiver', email: 'lucia@example.edu' } }),
              rosterItem(LUCIA_ID, { transferCount: 1, receivedByTransfer: true, receivedFrom: { userId: PABLO_ID, fullName: 'Pablo Participant', email: 'pablo@example.edu' } }),
            ],
            total: 2,
            page: 1,
            pageSize: 100,
          }),
    ),
    http.post('/api/admin/accounts', async ({ request }) => {
      const { email, fullName } = createParticipantAccountSchema.parse(await request.json());
      if (create) return create();
      return contractJson(
        accountCreatedSchema,
        {
          account: account({ id: '64b7f0c2a1b2c3d4e5f6071b', email, fullName, passwordSet: false, lastSignInAt: null }),
          setPasswordLink: { id: '64b7f0c2a1b2c3d4e5f60799', expiresAt: '2026-01-08T10:00:00.000Z', emailed: true },
        },
        { status: 201 },
      );
    }),
    http.post(`/api/admin/accounts/${PABLO_ID}/reset-password`, () =>
      contractJson(passwordResetResultSchema, { setPasswordLink: { id: '64b7f0c2a1b2c3d4e5f60798', expiresAt: '2026-01-08T10:00:00.000Z', emailed: true } }),
    ),
    http.patch(`/api/admin/accounts/${PABLO_ID}`, async ({ request }) => {
      const { disabled } = updateAccountSchema.parse(await request.json());
      return contractJson(updatedAccountSchema, { account: account({ disabled }) });
    }),
    http.post('/api/admin/setup-key', () => contractJson(setupKeyRotatedSchema, { setupKey: 'new-setup-key-abcdefghijkl' })),
    http.get('/api/admin/spots/transfers', () => contractJson(spotTransferListSchema, { transfers: spotTransfers })),
    http.put(`/api/admin/spots/${WAITING_SPOT}/recipient`, async ({ request }) => {
      const naming = spotRecipientNamingSchema.parse(await request.json());
      const named = { ...spotTransfers[0]!, named: { email: naming.email, fullName: naming.fullName }, recipient: { userId: '64b7f0c2a1b2c3d4e5f6071c', fullName: naming.fullName, email: naming.email }, awaitingRecipient: false };
      spotTransfers = [named, ...spotTransfers.slice(1)];
      return contractJson(spotTransferSchema, named);
    }),
  );
  return recordRequests();
}

const openTab = async () => {
  renderFeature(<AuthSpotsTab />, { path: '/admin/dashboard?tab=auth-spots' });
  return screen.findByRole('table', { name: 'Participant accounts, newest first' });
};

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('Auth Spots tab', () => {
  it('lists participant accounts with their last sign-in and transfer state, and sends the search to the server', async () => {
    const requests = backend();
    const table = await openTab();
    const pablo = within(within(table).getByRole('row', { name: /^Pablo Participant/ }));
    expect(pablo.getByText('pablo@example.edu')).toBeInTheDocument();
    expect(pablo.getByText('Active')).toBeInTheDocument();
    expect(pablo.getByText(/, 2026, /)).toBeInTheDocument();
    const lucia = within(within(table).getByRole('row', { name: /^Lucía Receiver/ }));
    expect(lucia.getByText('Never')).toBeInTheDocument();
    // Both people: the former holder Transferred (to whom, when), the recipient Received by transfer (from whom).
    const day = new Date('2026-01-20T09:00:00.000Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(await pablo.findByText('Transferred')).toBeInTheDocument();
    expect(pablo.getByText(`To Lucía Receiver (lucia@example.edu) on ${day}`)).toBeInTheDocument();
    expect(lucia.getByText('Received by transfer')).toBeInTheDocument();
    expect(lucia.getByText('From Pablo Participant (pablo@example.edu)')).toBeInTheDocument();
    expect(lucia.queryByText('Transferred')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('role=PARTICIPANT'))).toBe(true);

    await userEvent.type(screen.getByLabelText('Search accounts'), 'lucía');
    await waitFor(() => expect(requests.some((request) => request.url.includes('search=luc%C3%ADa'))).toBe(true));
  });

  it('when on a phone, then each account is a card with its state and actions in reach', async () => {
    setMobileViewport();
    backend();
    renderFeature(<AuthSpotsTab />, { path: '/admin/dashboard?tab=auth-spots' });
    const list = await screen.findByRole('list', { name: 'Participant accounts, newest first' });
    const lucia = within(within(list).getAllByRole('listitem')[1]!);
    expect(lucia.getByText('Lucía Receiver')).toBeInTheDocument();
    expect(lucia.getByText('Never')).toBeInTheDocument();
    expect(await lucia.findByText('Received by transfer')).toBeInTheDocument();
    expect(lucia.queryByText('Transferred')).not.toBeInTheDocument();
    expect(lucia.getByRole('button', { name: 'Disable the account of Lucía Receiver' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the participant roster does not answer, then the accounts still show and the transfer state says it is unavailable', async () => {
    backend({ roster: () => errorJson(502, 'Service unavailable') });
    const table = await openTab();
    expect(await screen.findByText('Transfer state unavailable')).toBeInTheDocument();
    expect(within(table).getAllByText('Unavailable')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: 'Reset password for Pablo Participant' })).toBeEnabled();
  });

  it('when an account is created, then a link to choose a password is emailed: the toast says so and no password is shown', async () => {
    const requests = backend();
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create a participant account' }));
    expect(form.getByRole('radio', { name: 'Send a link by email' })).toBeChecked();
    expect(form.getByText(/A link to choose a password is emailed to this address/)).toBeInTheDocument();
    await fillIn(userEvent, form.getByLabelText(/^Email/), 'new@example.edu');
    await fillIn(userEvent, form.getByLabelText(/^Full name/), 'Nina New');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByText(/A link to set a password was emailed to new@example.edu\. It works once, until/)).toBeInTheDocument();
    expect(writes(requests)[0]?.body).toEqual({ email: 'new@example.edu', fullName: 'Nina New' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a participant account' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'New password' })).not.toBeInTheDocument();
  });

  it('when the organizer chooses a password, then it is sent and checked with the shared rules first', async () => {
    const requests = backend();
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create a participant account' }));
    await fillIn(userEvent, form.getByLabelText(/^Email/), 'chosen@example.edu');
    await userEvent.type(form.getByLabelText(/^Full name/), 'Cho Sen');
    await userEvent.click(form.getByRole('radio', { name: 'Choose one' }));
    await userEvent.type(form.getByLabelText(/^Password/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await fillIn(userEvent, form.getByLabelText(/^Password/), ' and longer');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(writes(requests)[0]?.body).toEqual({ email: 'chosen@example.edu', fullName: 'Cho Sen', password: 'short and longer' }));
  });

  it('when the email is already taken, then the server message shows on the email field and in a toast', async () => {
    backend({ create: () => errorJson(409, authMessages.emailTaken) });
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create a participant account' }));
    await fillIn(userEvent, form.getByLabelText(/^Email/), 'pablo@example.edu');
    await fillIn(userEvent, form.getByLabelText(/^Full name/), 'Pablo Again');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account not created')).toBeInTheDocument();
    expect(form.getAllByText(authMessages.emailTaken).length).toBeGreaterThan(0);
    expect(form.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('when a password is reset, then it asks first, says a link replaces the old password, and shows no password', async () => {
    const requests = backend();
    const table = await openTab();
    await userEvent.click(within(table).getByRole('button', { name: 'Reset password for Pablo Participant' }));
    expect(await screen.findByText('Reset the password of Pablo Participant?')).toBeInTheDocument();
    expect(screen.getByText(/A link to set a new password is emailed to pablo@example\.edu; it works once, for 72 hours/)).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(screen.getByText(/pablo@example\.edu was signed out everywhere\. A link to set a new password was emailed/)).toBeInTheDocument();
    expect(writes(requests).map((request) => request.url)).toEqual([`/api/admin/accounts/${PABLO_ID}/reset-password`]);
    expect(screen.queryByRole('dialog', { name: 'New password' })).not.toBeInTheDocument();
  });

  it('when a participant has not set a password yet, then the list says so and offers to send a new link', async () => {
    const requests = backend({ accounts: [account({ passwordSet: false, lastSignInAt: null })] });
    const table = await openTab();
    const row = within(within(table).getByRole('row', { name: /^Pablo Participant/ }));
    expect(row.getByText('No password yet')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Send a new link to Pablo Participant' }));
    expect(await screen.findByText('Send Pablo Participant a new link?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Link sent')).toBeInTheDocument();
    expect(writes(requests).map((request) => request.url)).toEqual([`/api/admin/accounts/${PABLO_ID}/reset-password`]);
  });

  it('when disabling is cancelled, then nothing is sent; when confirmed, then the account is disabled with a toast', async () => {
    const requests = backend();
    const table = await openTab();
    await userEvent.click(within(table).getByRole('button', { name: 'Disable the account of Pablo Participant' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Disable the account of Pablo Participant?')).not.toBeInTheDocument());
    expect(writes(requests)).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: 'Disable the account of Pablo Participant' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(writes(requests).map((request) => [request.method, request.url, request.body])).toEqual([['PATCH', `/api/admin/accounts/${PABLO_ID}`, { disabled: true }]]));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
  });

  it('when the setup key is rotated, then it asks first, explains that the old key stops working and shows the new key once', async () => {
    const requests = backend();
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate setup key' }));
    expect(await screen.findByText(/The old key stops working at once/)).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'New organizer setup key' }));
    expect(shown.getByText('new-setup-key-abcdefghijkl')).toBeInTheDocument();
    expect(shown.getByText(/The old key no longer works/)).toBeInTheDocument();
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('new-setup-key-abcdefghijkl')).not.toBeInTheDocument());
  });

  it('lists the organizers; another organizer can be disabled or signed out everywhere after a confirmation, but never yourself', async () => {
    const requests = backend();
    await openTab();
    const table = await screen.findByRole('table', { name: 'Organizer accounts' });
    const you = within(within(table).getByRole('row', { name: /Ana Organizer/ }));
    expect(you.getByText('You')).toBeInTheDocument();
    expect(you.queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Disable the account of Bea Organizer' }));
    expect(await screen.findByText(/is signed out everywhere at once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(writes(requests).map((request) => [request.method, request.url, request.body])).toEqual([['PATCH', `/api/admin/organizers/${BEA_ID}`, { disabled: true }]]));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'End sessions of Bea Organizer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(writes(requests).map((request) => [request.method, request.url])).toContainEqual(['POST', `/api/admin/accounts/${BEA_ID}/sign-out`]));
    expect(await screen.findByText('Sessions ended')).toBeInTheDocument();
  });

  it('lets another organizer who is locked out back in: the sign-in unlocked, or the password reset by email, each after a confirmation', async () => {
    const requests = backend();
    await openTab();
    const table = await screen.findByRole('table', { name: 'Organizer accounts' });

    await userEvent.click(within(table).getByRole('button', { name: 'Unlock sign-in for Bea Organizer' }));
    expect(await screen.findByText(/Unlocking lets them sign in again at once with the same password/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock sign-in' }));
    await waitFor(() => expect(writes(requests).map((request) => [request.method, request.url])).toEqual([['POST', `/api/admin/accounts/${BEA_ID}/unlock`]]));
    expect(await screen.findByText('Sign-in unlocked')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Reset password for Bea Organizer' }));
    expect(await screen.findByText(/A link to set a new password is emailed to bea@example.org/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(writes(requests).map((request) => [request.method, request.url])).toContainEqual(['POST', `/api/admin/accounts/${BEA_ID}/reset-password`]));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
  });

  it('when a spot was transferred without a recipient, then an organizer names them (email, name, language) and the transfer shows both people', async () => {
    const requests = backend();
    await openTab();
    const card = within(await screen.findByRole('region', { name: 'Spot transfers' }));
    expect(await card.findByText(/^From Rosa Leaving \(rosa@example\.edu\)/)).toBeInTheDocument();
    expect(card.getByText('Recipient not named yet')).toBeInTheDocument();
    expect(card.getByText('To Lucía Receiver (lucia@example.edu)')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Name recipient' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Name the recipient' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Give them the spot' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await fillIn(userEvent, dialog.getByRole('textbox', { name: /Recipient email/ }), 'nora@mit.edu');
    await fillIn(userEvent, dialog.getByRole('textbox', { name: /Full name/ }), 'Nora Díaz');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Language of their emails' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Give them the spot' }));

    expect(await screen.findByText('Recipient named')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'PUT', url: expect.stringContaining(`/api/admin/spots/${WAITING_SPOT}/recipient`), body: { email: 'nora@mit.edu', fullName: 'Nora Díaz', language: 'es' } })]);
    expect(await card.findByText('To Nora Díaz (nora@mit.edu)')).toBeInTheDocument();
  });

  it('when a spot from an admission offer was given up without a recipient, then it shows as returned to the waitlist and nobody can be named for it', async () => {
    const tomas = account({ id: TOMAS_ID, fullName: 'Tomás Offered', email: 'tomas@example.edu' });
    const roster = [rosterItem(TOMAS_ID, { transferCount: 1, clearedAt: '2026-01-18T08:00:00.000Z', returnedToWaitlist: true })];
    backend({ accounts: [tomas], roster: () => contractJson(participantRosterSchema, { participants: roster, total: 1, page: 1, pageSize: 100 }) });
    const table = await openTab();
    const day = new Date('2026-01-18T08:00:00.000Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    const row = within(within(table).getByRole('row', { name: /^Tomás Offered/ }));
    expect(await row.findByText(`On ${day}; its seat went back to the admissions waitlist`)).toBeInTheDocument();

    const card = within(await screen.findByRole('region', { name: 'Spot transfers' }));
    expect(await card.findByText(/^From Tomás Offered \(tomas@example\.edu\)/)).toBeInTheDocument();
    expect(card.getByText('Given up without a recipient: its seat went back to the admissions waitlist')).toBeInTheDocument();
    expect(card.getByText('Returned to the waitlist')).toBeInTheDocument();
    // Only Rosa's spot, which came from no offer, waits for organizers to name someone.
    expect(card.getAllByRole('button', { name: 'Name recipient' })).toHaveLength(1);
    expect(card.getAllByText('Recipient not named yet')).toHaveLength(1);
  });
});
