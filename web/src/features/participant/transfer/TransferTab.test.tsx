import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_CHECKLIST_LABELS, type TransferState } from '@trek/contracts';
import { recordedRequests, type RecordedRequest, type StubbedResponse } from '../../../test/fetch-stub';
import { participant } from '../../../test/fixtures';
import { renderApp, signInAs } from '../../../test/render-app';

// Component tests: fetch is stubbed with the participant service's answers; the service itself is
// covered by its API tests in services/participant/test.

const OPEN: TransferState = { alreadyTransferred: false, receivedByTransfer: false, deadline: '2027-02-01T23:59:59.999Z', deadlinePassed: false };

interface Backend {
  state?: TransferState;
  /** 'unreachable': the confirm never gets an answer (the network fails). */
  confirm?: StubbedResponse | 'unreachable';
}

function backend({ state = OPEN, confirm = { status: 200, body: { clearedAt: '2026-11-22T10:30:00.000Z', transferCount: 1 } } }: Backend) {
  let current = state;
  return (request: RecordedRequest): StubbedResponse => {
    if (request.url === '/api/participant/transfer') return { status: 200, body: current };
    if (request.url === '/api/participant/transfer/confirm' && request.method === 'POST') {
      if (confirm === 'unreachable') throw new TypeError('Failed to fetch');
      if (confirm.status === 200) current = { ...current, alreadyTransferred: true };
      return confirm;
    }
    return { status: 404, body: { message: 'Not found' } };
  };
}

async function openTransfer(options: Backend = {}) {
  const fetchMock = signInAs(participant, backend(options));
  const view = renderApp('/participant/dashboard#transfer');
  await screen.findByRole('heading', { name: 'Spot Transfer' });
  return { fetchMock, ...view };
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
    ['after a transfer (the server reports both flags)', { alreadyTransferred: true, receivedByTransfer: true }],
    ['for a spot received by transfer', { receivedByTransfer: true }],
    ['after a transfer, past the deadline too', { alreadyTransferred: true, receivedByTransfer: true, deadlinePassed: true }],
  ])('on a visit %s, then one state shows: the TRANSFERRED badge and why no transfer is possible', async (_case, flags) => {
    await openTransfer({ state: { ...OPEN, ...flags } });
    expect(await screen.findByLabelText('Transfer status: TRANSFERRED')).toBeInTheDocument();
    expect(screen.getByText('Transfer not available')).toBeInTheDocument();
    expect(screen.getByText(/This spot has been transferred\. Whoever received it now signs in with this account/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Transfer status: ACTIVE')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Transfer status: DEADLINE PASSED')).not.toBeInTheDocument();
    expect(screen.queryByText('Transfer deadline has passed. Spot transfers are no longer available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transfer Completed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Transfer' })).not.toBeInTheDocument();
  });

  it('when confirmed, then only the filled-in details are sent, success is told and the completed view shows the time and count', async () => {
    const { fetchMock, queryClient } = await openTransfer();
    queryClient.setQueryData(['participant', 'profile'], { firstName: 'Pablo' });
    await tickChecklist();
    await userEvent.click(screen.getByRole('combobox', { name: 'Recipient affiliation (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'MIT' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note to organizers (optional)' }), 'Thanks!');
    expect(screen.getByText('7/500 characters')).toBeInTheDocument();
    await userEvent.click(finalBox());
    await userEvent.click(await confirmButton());

    expect(await screen.findByText('Transfer Completed Successfully')).toBeInTheDocument();
    const completed = within(screen.getByRole('region', { name: 'Transfer Completed' }));
    expect(completed.getByText(/^Completed /)).toBeInTheDocument();
    expect(completed.getByText('Transfers used: 1 of 1')).toBeInTheDocument();
    expect(completed.getByLabelText('Transfer status: COMPLETED')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).find((request) => request.method === 'POST')?.body).toEqual({
      recipientAffiliation: 'MIT',
      noteToOrganizers: 'Thanks!',
    });
    await waitFor(() => expect(queryClient.getQueryState(['participant', 'profile'])?.isInvalidated).toBe(true));
  });

  it('when the server refuses, then a Transfer Failed toast and a Transfer Error card give its message', async () => {
    await openTransfer({ confirm: { status: 409, body: { message: 'This spot has already been transferred.' } } });
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
    const { fetchMock } = await openTransfer();
    await tickChecklist();
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient email (optional)' }), 'not-an-email');
    await userEvent.click(finalBox());
    await userEvent.click(await confirmButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((request) => request.method === 'POST')).toBe(false);
  });
});
