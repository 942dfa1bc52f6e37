import { z } from 'zod';
import { optionalEmailSchema, optionalChoice, textTooLong } from './common.js';
import { contractMessage } from './message-templates.js';

/**
 * Spot transfer (signed-in spec sections 3, 4, 5, 9): once per spot, before the deadline, never
 * for a spot received by transfer. Confirming clears the sender's profile and logistics.
 */
export const TRANSFER_NOTE_MAX = 500;
export const MAX_TRANSFERS_PER_SPOT = 1;

export const transferMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidAffiliation: 'Recipient affiliation must be Harvard, MIT, Stanford or partner of a Stanford affiliate',
  noteTooLong: textTooLong('Note', TRANSFER_NOTE_MAX),
  deadlinePassed: 'Transfer deadline has passed. Spot transfers are no longer available.',
  deadlineUnavailable: 'The transfer deadline cannot be read right now. Please try again shortly.',
  alreadyTransferred: 'This spot has already been transferred.',
  receivedByTransfer: 'A spot received by transfer cannot be transferred again.',
  failedTitle: 'Transfer Failed',
  failed: 'Failed to confirm transfer',
  errorTitle: 'Transfer Error',
  completed: 'Transfer Completed Successfully',
} as const;

const m = transferMessages;

/** The recipient must be an affiliate (student, alumni, teacher or partner) of the three universities. */
export const RECIPIENT_AFFILIATIONS = ['HARVARD', 'MIT', 'STANFORD', 'PARTNER_OF_STANFORD_AFFILIATE'] as const;
export const recipientAffiliationSchema = z.enum(RECIPIENT_AFFILIATIONS, m.invalidAffiliation);
export type RecipientAffiliation = z.infer<typeof recipientAffiliationSchema>;

/** POST /api/participant/transfer/confirm. Every field optional; the client leaves out empty ones. */
export const transferRequestSchema = z.object({
  recipientEmail: optionalEmailSchema(m.invalidEmail)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  recipientAffiliation: optionalChoice(recipientAffiliationSchema),
  noteToOrganizers: z
    .string(contractMessage('notText', { label: 'Note' }))
    .trim()
    .max(TRANSFER_NOTE_MAX, m.noteTooLong)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;
export type TransferRequestInput = z.input<typeof transferRequestSchema>;

export const transferResultSchema = z.object({ clearedAt: z.string(), transferCount: z.number() });
export type TransferResult = z.infer<typeof transferResultSchema>;

/** What the Transfer tab needs to show the ACTIVE / DEADLINE PASSED badge and gate the button. */
export const transferStateSchema = z.object({
  alreadyTransferred: z.boolean(),
  receivedByTransfer: z.boolean(),
  /** ISO instant. */
  deadline: z.string(),
  deadlinePassed: z.boolean(),
});
export type TransferState = z.infer<typeof transferStateSchema>;

/**
 * The one state a spot's transfer is in, for every screen that shows it. A transfer hands the
 * account itself to the recipient (the sender shares their sign-in, their data is cleared), so
 * "transferred" and "received by transfer" are one state seen from two sides: whoever signs in with
 * that account now holds a spot received by transfer, which cannot be transferred again.
 * - `open`: the holder may still transfer it (before the deadline);
 * - `deadlinePassed`: the holder kept it past the deadline;
 * - `transferred`: it changed hands; the account is the recipient's now.
 */
export type SpotTransferStatus = 'open' | 'deadlinePassed' | 'transferred';

export function spotTransferStatus(state: Pick<TransferState, 'alreadyTransferred' | 'receivedByTransfer' | 'deadlinePassed'>): SpotTransferStatus {
  if (state.alreadyTransferred || state.receivedByTransfer) return 'transferred';
  return state.deadlinePassed ? 'deadlinePassed' : 'open';
}

/** The organizers' side of the same rule: whether the account's spot has changed hands. */
export const isSpotTransferred = (state: { transferCount: number; receivedByTransfer: boolean }): boolean =>
  state.transferCount > 0 || state.receivedByTransfer;

export const TRANSFER_CHECKLIST = ['foundPerson', 'personAgreed', 'sharedCredentials', 'informedOrganizers'] as const;
export type TransferChecklistItem = (typeof TRANSFER_CHECKLIST)[number];
export const TRANSFER_CHECKLIST_LABELS: Record<TransferChecklistItem, string> = {
  foundPerson: 'I have found an eligible person to take my spot',
  personAgreed: 'They have agreed to take the spot',
  sharedCredentials: 'I have shared my portal sign-in with them',
  informedOrganizers: 'I have informed the organizers',
};

/** Confirm is enabled only with every checklist item and the final box ticked, before the deadline, with nothing in flight. */
export function canConfirmTransfer(input: {
  checklist: Partial<Record<TransferChecklistItem, boolean>>;
  finalConfirmation: boolean;
  deadlinePassed: boolean;
  pending: boolean;
}): boolean {
  return TRANSFER_CHECKLIST.every((item) => input.checklist[item] === true) && input.finalConfirmation && !input.deadlinePassed && !input.pending;
}
