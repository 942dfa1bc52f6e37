import { canConfirmTransfer, isSpotTransferred, spotTransferStatus, transferMessages as m, transferRequestSchema } from './transfer.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('transfer request', () => {
  it('accepts nothing at all, and drops blank fields', () => {
    expect(transferRequestSchema.parse({})).toEqual({});
    expect(transferRequestSchema.parse({ recipientEmail: '', recipientAffiliation: '', noteToOrganizers: '  ' })).toEqual({
      recipientEmail: undefined,
      recipientAffiliation: undefined,
      noteToOrganizers: undefined,
    });
  });

  it('checks the recipient email and affiliation and caps the note at 500 characters', () => {
    const ok = { recipientEmail: 'Friend@MIT.edu', recipientAffiliation: 'PARTNER_OF_STANFORD_AFFILIATE', noteToOrganizers: 'n'.repeat(500) };
    expect(transferRequestSchema.parse(ok).recipientEmail).toBe('friend@mit.edu');
    expect(messagesOf(transferRequestSchema.safeParse({ recipientEmail: 'nope', recipientAffiliation: 'YALE', noteToOrganizers: 'n'.repeat(501) }))).toEqual([
      m.invalidEmail,
      m.invalidAffiliation,
      m.noteTooLong,
    ]);
  });
});

describe('confirm gating', () => {
  const all = { foundPerson: true, personAgreed: true, sharedCredentials: true, informedOrganizers: true };

  it('needs all four checklist items and the final box, before the deadline, with nothing pending', () => {
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: true, deadlinePassed: false, pending: false })).toBe(true);
    expect(canConfirmTransfer({ checklist: { ...all, sharedCredentials: false }, finalConfirmation: true, deadlinePassed: false, pending: false })).toBe(false);
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: false, deadlinePassed: false, pending: false })).toBe(false);
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: true, deadlinePassed: true, pending: false })).toBe(false);
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: true, deadlinePassed: false, pending: true })).toBe(false);
  });
});

describe('spot transfer status', () => {
  const holder = { alreadyTransferred: false, receivedByTransfer: false, deadlinePassed: false };

  it('is open or past the deadline for the holder who has not transferred', () => {
    expect(spotTransferStatus(holder)).toBe('open');
    expect(spotTransferStatus({ ...holder, deadlinePassed: true })).toBe('deadlinePassed');
  });

  it('is transferred, and only that, once the spot changed hands, whatever the deadline', () => {
    // The server reports both flags after a transfer: the account is the recipient's now.
    expect(spotTransferStatus({ alreadyTransferred: true, receivedByTransfer: true, deadlinePassed: false })).toBe('transferred');
    expect(spotTransferStatus({ alreadyTransferred: true, receivedByTransfer: true, deadlinePassed: true })).toBe('transferred');
    expect(spotTransferStatus({ ...holder, receivedByTransfer: true })).toBe('transferred');
  });

  it('tells organizers whether an account’s spot changed hands', () => {
    expect(isSpotTransferred({ transferCount: 0, receivedByTransfer: false })).toBe(false);
    expect(isSpotTransferred({ transferCount: 1, receivedByTransfer: true })).toBe(true);
  });
});
