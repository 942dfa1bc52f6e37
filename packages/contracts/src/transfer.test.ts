import { spotHolderStatus } from './admin-participants.js';
import { canConfirmTransfer, spotTransferStatus, transferRequestSchema } from './transfer.js';
import { transferMessages as m } from './messages/transfer.js';

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
  const all = { foundPerson: true, personAgreed: true, recipientOwnSignIn: true, informedOrganizers: true };

  it('needs all four checklist items and the final box, before the deadline, with nothing pending', () => {
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: true, deadlinePassed: false, pending: false })).toBe(true);
    expect(canConfirmTransfer({ checklist: { ...all, recipientOwnSignIn: false }, finalConfirmation: true, deadlinePassed: false, pending: false })).toBe(false);
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: false, deadlinePassed: false, pending: false })).toBe(false);
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: true, deadlinePassed: true, pending: false })).toBe(false);
    expect(canConfirmTransfer({ checklist: all, finalConfirmation: true, deadlinePassed: false, pending: true })).toBe(false);
  });
});

describe('spot transfer status', () => {
  const holder = { alreadyTransferred: false, receivedByTransfer: false, deadlinePassed: false, transferredAt: null };

  it('is open or past the deadline for the holder who has not transferred', () => {
    expect(spotTransferStatus(holder)).toBe('open');
    expect(spotTransferStatus({ ...holder, deadlinePassed: true })).toBe('deadlinePassed');
  });

  it('is transferred for the one who gave the spot away, whatever the deadline', () => {
    expect(spotTransferStatus({ ...holder, alreadyTransferred: true, transferredAt: '2026-01-10T10:00:00.000Z' })).toBe('transferred');
    expect(spotTransferStatus({ ...holder, alreadyTransferred: true, deadlinePassed: true, transferredAt: '2026-01-10T10:00:00.000Z' })).toBe('transferred');
  });

  it('is received for the one who received the spot, who cannot transfer it again', () => {
    expect(spotTransferStatus({ ...holder, alreadyTransferred: true, receivedByTransfer: true })).toBe('received');
    expect(spotTransferStatus({ ...holder, receivedByTransfer: true, deadlinePassed: true })).toBe('received');
  });

  it('tells organizers who gave a spot away and who received one', () => {
    expect(spotHolderStatus({ clearedAt: null, receivedByTransfer: false })).toBe('none');
    expect(spotHolderStatus({ clearedAt: '2026-01-10T10:00:00.000Z', receivedByTransfer: false })).toBe('transferred');
    expect(spotHolderStatus({ clearedAt: null, receivedByTransfer: true })).toBe('received');
  });
});
