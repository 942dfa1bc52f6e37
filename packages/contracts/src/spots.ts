import { z } from 'zod';
import { emailSchema, objectIdSchema, roleSchema } from './common.js';
import { languageSchema } from './language.js';
import { transferMessages } from './messages/transfer.js';
import { spotMessages } from './messages/spots.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * A spot is a seat on one edition's trek, held by one person at a time (DESIGN.md "People, spots
 * and editions"). A transfer moves it to another person's own account; auth alone owns accounts, so
 * the participant service asks it, over its internal API (`x-internal-key`), for the recipient's
 * account and to end the former holder's sessions.
 */

/** Someone on either side of a transfer, as organizers see them. `userId` is null until the recipient has an account. */
export const spotPersonSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string().nullable(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
  }),
);
export type SpotPerson = z.infer<typeof spotPersonSchema>;

/** POST /internal/accounts/by-email: whose account an email is, checked before a transfer commits. */
export const INTERNAL_ACCOUNT_BY_EMAIL_PATH = '/internal/accounts/by-email';
export const accountByEmailRequestSchema = builtOnFirstUse(() => z.object({ email: emailSchema(transferMessages.invalidEmail) }));
export const accountByEmailSchema = builtOnFirstUse(() =>
  z.object({
    account: z.object({ id: z.string(), role: roleSchema, fullName: z.string() }).nullable(),
  }),
);
export type AccountByEmail = z.infer<typeof accountByEmailSchema>;

/**
 * POST /internal/spot-recipients: the account of a transferred spot's recipient (or of an applicant
 * who confirmed their offer, `spotId` then `offer-<offer id>`), idempotent by
 * spot and email. A new account gets a set-password link emailed in `language` (or, when not
 * given, the former holder's language); an existing participant account is emailed that it
 * received the spot. 409 for an organizer's or the former holder's email.
 */
export const INTERNAL_SPOT_RECIPIENTS_PATH = '/internal/spot-recipients';
export const spotRecipientRequestSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string().min(1).max(64),
    email: emailSchema(transferMessages.invalidEmail),
    fullName: z.string().trim().min(1).max(120).optional(),
    language: languageSchema.optional(),
    /** The spot's holder before; absent for a spot from a confirmed admission offer. */
    formerHolderId: objectIdSchema.optional(),
    year: z.number().int(),
    /** `offer`: an accepted applicant confirmed their offer (a plain welcome; an existing account is not emailed). */
    reason: z.enum(['transfer', 'offer']).optional(),
  }),
);
export type SpotRecipientRequest = z.infer<typeof spotRecipientRequestSchema>;
export const spotRecipientAccountSchema = builtOnFirstUse(() => z.object({ accountId: z.string(), created: z.boolean() }));
export type SpotRecipientAccount = z.infer<typeof spotRecipientAccountSchema>;

/** PUT /api/admin/spots/:spotId/recipient: an organizer names who receives a transferred spot. */
export const spotRecipientNamingSchema = builtOnFirstUse(() =>
  z.object({
    email: emailSchema(transferMessages.invalidEmail),
    fullName: z.string(spotMessages.nameRequired).trim().min(1, spotMessages.nameRequired).max(120, spotMessages.nameTooLong),
    language: languageSchema,
  }),
);
export type SpotRecipientNaming = z.infer<typeof spotRecipientNamingSchema>;

export const spotIdParamsSchema = builtOnFirstUse(() => z.object({ spotId: z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id') }));

/**
 * One transfer as organizers see it (GET /api/admin/spots/transfers): `awaitingRecipient` until
 * someone is named (by the sender's email or an organizer), `recipient` once they hold the spot.
 * `returnedToWaitlist`: a spot from an admission offer given up without a recipient; its seat went
 * back to the admissions waitlist, so nobody is named for it (never `awaitingRecipient`).
 */
export const spotTransferSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string(),
    year: z.number(),
    at: z.string(),
    from: spotPersonSchema,
    /** Who was named (an email, a name); null while organizers still have to name them. */
    named: z.object({ email: z.string(), fullName: z.string().nullable() }).nullable(),
    /** Who holds the spot now; null until their account holds it. */
    recipient: spotPersonSchema.nullable(),
    awaitingRecipient: z.boolean(),
    returnedToWaitlist: z.boolean(),
  }),
);
export type SpotTransfer = z.infer<typeof spotTransferSchema>;
export const spotTransferListSchema = builtOnFirstUse(() => z.object({ transfers: z.array(spotTransferSchema) }));
export type SpotTransferList = z.infer<typeof spotTransferListSchema>;
