import { z } from 'zod';
import { optionalEmailSchema, optionalChoice } from './common.js';
import { contractMessage } from './message-templates.js';
import { TRANSFER_NOTE_MAX, transferMessages } from './messages/transfer.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Spot transfer (signed-in spec sections 3, 4, 5, 9): once per spot, before the deadline, never
 * for a spot received by transfer. Confirming moves the spot to the recipient, who signs in with an
 * account of their own; the sender's account keeps their own history, read-only.
 */
export const MAX_TRANSFERS_PER_SPOT = 1;

const m = transferMessages;

/** The recipient must be an affiliate (student, alumni, teacher or partner) of the three universities. */
export const RECIPIENT_AFFILIATIONS = ['HARVARD', 'MIT', 'STANFORD', 'PARTNER_OF_STANFORD_AFFILIATE'] as const;
export const recipientAffiliationSchema = builtOnFirstUse(() => z.enum(RECIPIENT_AFFILIATIONS, m.invalidAffiliation));
export type RecipientAffiliation = z.infer<typeof recipientAffiliationSchema>;

export const transferRequestSchema = builtOnFirstUse(() =>
  z.object({
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
  }),
);
export type TransferRequest = z.infer<typeof transferRequestSchema>;
export type TransferRequestInput = z.input<typeof transferRequestSchema>;

/**
 * POST /api/participant/transfer/confirm. Every field optional; the client leaves out empty ones.
 * With a recipient email the recipient gets an account of their own (a set-password link) or, if
 * they already have a participant account, the spot on it; without one, organizers name them.
 */
export const transferResultSchema = builtOnFirstUse(() => z.object({ clearedAt: z.string(), transferCount: z.number() }));
export type TransferResult = z.infer<typeof transferResultSchema>;

/** What the Transfer tab needs to show the ACTIVE / DEADLINE PASSED badge and gate the button. */
export const transferStateSchema = builtOnFirstUse(() =>
  z.object({
    alreadyTransferred: z.boolean(),
    receivedByTransfer: z.boolean(),
    /** ISO instant. */
    deadline: z.string(),
    deadlinePassed: z.boolean(),
    /** ISO instant the caller transferred their spot away; null while they hold it (or received it). */
    transferredAt: z.string().nullable(),
  }),
);
export type TransferState = z.infer<typeof transferStateSchema>;

/**
 * The one state a spot's transfer is in, for every screen that shows it, as the signed-in person
 * sees it. A transfer moves the spot to another person's account:
 * - `open`: the holder may still transfer it (before the deadline);
 * - `deadlinePassed`: the holder kept it past the deadline;
 * - `received`: the caller received it by transfer (it cannot be transferred again);
 * - `transferred`: the caller gave it away; their account keeps their own history, read-only.
 */
export type SpotTransferStatus = 'open' | 'deadlinePassed' | 'received' | 'transferred';

export function spotTransferStatus(state: Pick<TransferState, 'alreadyTransferred' | 'receivedByTransfer' | 'deadlinePassed' | 'transferredAt'>): SpotTransferStatus {
  if (state.transferredAt !== null) return 'transferred';
  if (state.receivedByTransfer) return 'received';
  if (state.alreadyTransferred) return 'transferred';
  return state.deadlinePassed ? 'deadlinePassed' : 'open';
}

export const TRANSFER_CHECKLIST = ['foundPerson', 'personAgreed', 'recipientOwnSignIn', 'informedOrganizers'] as const;
export type TransferChecklistItem = (typeof TRANSFER_CHECKLIST)[number];
export const TRANSFER_CHECKLIST_LABELS: Record<TransferChecklistItem, string> = {
  foundPerson: 'I have found an eligible person to take my spot',
  personAgreed: 'They have agreed to take the spot',
  recipientOwnSignIn: 'I understand they will get their own sign-in link by email (I do not share my password)',
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
