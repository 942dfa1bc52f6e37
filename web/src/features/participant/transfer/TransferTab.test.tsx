import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_CHECKLIST_LABELS, transferRequestSchema, transferResultSchema, transferStateSchema, type TransferState } from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { readAuthToken } from '../../../lib/auth-token';
import { TransferTab } from './TransferTab';
import { fillIn } from '../../../test/user-input';

// Component tests: the tab as the participant dashboard shows it, MSW answering as the participant
// service does; the service itself is covered by its API tests in services/participant/test.

const OPEN: TransferState = { alreadyTransferred: false, receivedByTransfer: false, deadline: '2027-02-01T23:59:59.999Z', deadlinePassed: false, transferredAt: null };

interface Backend {
  state?: TransferState;
  /** The confirmation's answer; 'unreachable': the confirm never gets an answer (the network fails). */
  confirm?: (() => Response) | 'unreachable';
}

/** Signs the participant in, answers the tab and shows it; returns the confirmations sent, as they arrived. */
async function openTransfer({ state = OPEN, confirm = () => contractJson(transferResultSchema, { clearedAt: '2026-11-22T10:30:00.000Z', transferCount: 1 }) }: Backend = {}) {
  signInOnApiServer(participant);
  let current = state;
  const confirmations: unknown[] = [];
  answer(
    http.get('/api/participant/transfer', () => contractJson(transferStateSchema, current)),
    http.post('/api/participant/transfer/confirm', async ({ request }) => {
      const sent = await request.json();
      confirmations.push(sent);
      transferRequestSchema.parse(sent);
      if (confirm === 'unreachable') return HttpResponse.error();
      const reply = confirm();
      if (reply.ok) current = { ...current, alreadyTransferred: true };
      return reply;
    }),
  );
  const view = renderFeature(<TransferTab />);
  await screen.findByLabelText(/^Transfer status: /);
  return { confirmations, ...view };
}

const confirmButton = () => screen.findByRole('button', { name: 'Confirm Transfer' });
const finalBox = () => screen.getByRole('checkbox', { name: /I understand that this transfer is final/ });

async function tickChecklist() {
  for (const label of Object.values(TRANSFER_CHECKLIST_LABELS)) await userEvent.click(await screen.findByRole('checkbox', { name: label }));
}

describe('Transfer tab', () => {
  it('before the deadline, then the badge says ACTIVE and Confirm waits for all four items and the final box', async () => {
    await openTransfer();
    expect(await screen.findByLabelText('Transfer status: ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('Transfers are possible until February 1, 2027 at 11:59 PM UTC.')).toBeInTheDocument();
    expect(await confirmButton()).toBeDisabled();

    await tickChecklist();
    expect(await confirmButton()).toBeDisabled();
    await userEvent.click(finalBox());
    expect(await confirmButton()).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: TRANSFER_CHECKLIST_LABELS.personAgreed }));
    expect(await confirmButton()).toBeDisabled();
  });

  it('when the deadline has passed, then it says so, the badge reads DEADLINE PASSED and nothing can be confirmed', async () => {
    await openTransfer({ state: { ...OPEN, deadline: '2026-02-01T23:59:59.999Z', deadlinePassed: true } });
    expect(await screen.findByText('Transfer deadline has passed. Spot transfers are no longer available.')).toBeInTheDocument();
    expect(screen.getByLabelText('Transfer status: DEADLINE PASSED')).toBeInTheDocument();
    expect(await confirmButton()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: TRANSFER_CHECKLIST_LABELS.foundPerson })).toBeDisabled();
    expect(finalBox()).toBeDisabled();
  });

  it.each([
    ['for a spot received by transfer', { alreadyTransferred: true, receivedByTransfer: true }],
    ['for a spot received by transfer, past the deadline too', { alreadyTransferred: true, receivedByTransfer: true, deadlinePassed: true }],
  ])('on a visit %s, then one state shows: the RECEIVED badge and why no transfer is possible', async (_case, flags) => {
    await openTransfer({ state: { ...OPEN, ...flags } });
    expect(await screen.findByLabelText('Transfer status: RECEIVED')).toBeInTheDocument();
    expect(screen.getByText('Transfer not available')).toBeInTheDocument();
    expect(screen.getByText('You received this spot by transfer; a spot received by transfer cannot be transferred again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Transfer status: ACTIVE')).not.toBeInTheDocument();
    expect(screen.queryByText('Transfer deadline has passed. Spot transfers are no longer available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Transfer' })).not.toBeInTheDocument();
  });

  it('when the one who transferred their spot signs in again, then the transfer shows COMPLETED with its time and no action', async () => {
    await openTransfer({ state: { ...OPEN, alreadyTransferred: true, transferredAt: '2026-11-22T10:30:00.000Z' } });
    const completed = within(await screen.findByRole('region', { name: 'Transfer Completed' }));
    expect(completed.getByLabelText('Transfer status: COMPLETED')).toBeInTheDocument();
    expect(completed.getByText(/^Completed /)).toBeInTheDocument();
    expect(completed.getByText('Transfers used: 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('the checklist says the recipient gets their own sign-in link: no password is shared', async () => {
    await openTransfer();
    expect(await screen.findByRole('checkbox', { name: 'I understand they will get their own sign-in link by email (I do not share my password)' })).toBeInTheDocument();
    expect(screen.queryByText(/shared my portal sign-in/)).not.toBeInTheDocument();
  });

  it('when confirmed, then only the filled-in details are sent, success is told and the sender is signed out on this device', async () => {
    const { confirmations } = await openTransfer();
    answer(http.post('/api/auth/logout', () => errorJson(401, 'Session ended')));
    await tickChecklist();
    await fillIn(userEvent, screen.getByRole('textbox', { name: 'Recipient email (optional)' }), 'bea@mit.edu');
    await userEvent.click(screen.getByRole('combobox', { name: 'Recipient affiliation (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'MIT' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note to organizers (optional)' }), 'Thanks!');
    expect(screen.getByText('7/500 characters')).toBeInTheDocument();
    await userEvent.click(finalBox());
    await userEvent.click(await confirmButton());

    expect(await screen.findByText('Transfer Completed Successfully')).toBeInTheDocument();
    expect(screen.getByText(/You were signed out\. Sign in again any time/)).toBeInTheDocument();
    expect(confirmations).toEqual([{ recipientEmail: 'bea@mit.edu', recipientAffiliation: 'MIT', noteToOrganizers: 'Thanks!' }]);
    await waitFor(() => expect(readAuthToken()).toBeNull());
  });

  it('when the server refuses, then a Transfer Failed toast and a Transfer Error card give its message', async () => {
    await openTransfer({ confirm: () => errorJson(409, 'This spot has already been transferred.') });
    await tickChecklist();
    await userEvent.click(finalBox());
    await userEvent.click(await confirmButton());

    expect(await screen.findByText('Transfer Failed')).toBeInTheDocument();
    const errorCard = within((await screen.findByText('Transfer Error')).closest<HTMLElement>('[role="alert"]')!);
    expect(errorCard.getByText('This spot has already been transferred.')).toBeInTheDocument();
    expect(await confirmButton()).toBeEnabled();
  });

  it('when the server cannot be reached, then the failure says Failed to confirm transfer', async () => {
    await openTransfer({ confirm: 'unreachable' });
    await tickChecklist();
    await userEvent.click(finalBox());
    await userEvent.click(await confirmButton());
    expect(await screen.findByText('Transfer Failed')).toBeInTheDocument();
    expect(await screen.findAllByText('Failed to confirm transfer')).toHaveLength(2);
  });

  it('when an invalid recipient email is given, then nothing is sent and the field says why', async () => {
    const { confirmations } = await openTransfer();
    await tickChecklist();
    await fillIn(userEvent, screen.getByRole('textbox', { name: 'Recipient email (optional)' }), 'not-an-email');
    await userEvent.click(finalBox());
    await userEvent.click(await confirmButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(confirmations).toEqual([]);
  });
});
