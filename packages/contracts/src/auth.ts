import { z } from 'zod';
import { contractMessage, textTooLong } from './message-templates.js';
import { emailSchema, filterTextSchema, roleSchema, pagedListShape, peoplePageQueryShape } from './common.js';
import { languageSchema } from './language.js';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, authMessages, passwordMessages } from './messages/auth.js';
import { builtOnFirstUse } from './built-on-first-use.js';

export { AUTH_TOKEN_STORAGE_KEY } from './auth-storage.js';

export const userSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: roleSchema,
    avatarUrl: z.string().nullable(),
  }),
);
export type User = z.infer<typeof userSchema>;

/** Claims of the access token the auth service signs; `sid` names the session so it can be revoked. */
export const accessTokenClaimsSchema = builtOnFirstUse(() =>
  z.object({
    sub: z.string(),
    role: roleSchema,
    sid: z.string(),
    /** The user's full name, so services can record who acted by name; absent from tokens issued before it was added. */
    name: z.string().optional(),
    iat: z.number(),
    exp: z.number(),
    /** The account's session generation at issue: ending every session of the account starts a new one, refusing older tokens. */
    gen: z.number().int().min(0).optional(),
  }),
);
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The answer while an account's sign-in is locked after too many failures. */
export const signInLockedMessage = (minutes: number) => contractMessage('signInLocked', { minutes });

const requiredText = (message: string) => z.string().trim().min(1, message);
const newPassword = builtOnFirstUse(() =>
  z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
);

export const loginRequestSchema = builtOnFirstUse(() =>
  z.object({
    email: requiredText(authMessages.fillRequired).pipe(emailSchema(authMessages.invalidEmail)),
    password: z.string().min(1, authMessages.fillRequired).max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = builtOnFirstUse(() =>
  z.object({
    fullName: requiredText(authMessages.fillRequiredWithKey).max(120, textTooLong('Full name', 120)),
    email: requiredText(authMessages.fillRequiredWithKey).pipe(emailSchema(authMessages.invalidEmail)),
    password: z.string().min(1, authMessages.fillRequiredWithKey).pipe(newPassword),
    organizerLoginKey: requiredText(authMessages.fillRequiredWithKey).max(256, authMessages.invalidSetupKey),
    /** A boolean in the form (the box starts unticked); only `true` passes. */
    agreedToTerms: z.boolean(authMessages.termsRequired).pipe(z.literal(true, authMessages.termsRequired)),
    /** The client always sends ORGANIZER; the server ignores it and registers organizers only. */
    role: z.literal('ORGANIZER').optional(),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const authSuccessSchema = builtOnFirstUse(() => z.object({ token: z.string(), user: userSchema }));
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

export const meResponseSchema = builtOnFirstUse(() => z.object({ user: userSchema }));
export type MeResponse = z.infer<typeof meResponseSchema>;

/** A participant account as organizers see it in Auth Spots. */
export const accountSchema = builtOnFirstUse(() =>
  userSchema.extend({
    disabled: z.boolean(),
    /** False until the person sets a password through the emailed link (or after an organizer's reset). */
    passwordSet: z.boolean(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
    /** The language of the emails the person gets (their last choice on the site; English until they make one). */
    language: languageSchema.optional(),
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const createParticipantAccountSchema = builtOnFirstUse(() =>
  z.object({
    email: emailSchema(authMessages.invalidEmail),
    fullName: requiredText('Full name is required').max(120, textTooLong('Full name', 120)),
    /**
     * Omitted: the person chooses their own password through a set-password link (the usual way).
     * Given: the organizer chose it and hands it over in person; no link is sent.
     */
    password: newPassword.optional(),
    /**
     * Without a password, whether auth emails the set-password link itself (default true). The
     * applications service sends false: it emails the link inside its own welcome email.
     */
    sendSetPasswordEmail: z.boolean().optional(),
    /** The language of the person's emails; the applications service passes the one the applicant applied in. */
    language: languageSchema.optional(),
  }),
);
export type CreateParticipantAccount = z.infer<typeof createParticipantAccountSchema>;

/**
 * A set-password link that was issued: its id is a reference only (the token in the link is made
 * when the email goes out and is never answered to anyone but the mailbox), and when it expires.
 */
export const setPasswordLinkIssuedSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    expiresAt: z.string(),
    /** True when auth owes the email itself; false when the caller emails the link (applications). */
    emailed: z.boolean(),
  }),
);
export type SetPasswordLinkIssued = z.infer<typeof setPasswordLinkIssuedSchema>;

export const accountCreatedSchema = builtOnFirstUse(() =>
  z.object({
    account: accountSchema,
    /** Present when no password was given: the link the person sets their password with. */
    setPasswordLink: setPasswordLinkIssuedSchema.optional(),
  }),
);
export type AccountCreated = z.infer<typeof accountCreatedSchema>;

/** An organizer's reset takes no password: the old one stops working and a set-password link is emailed. */
export const resetPasswordSchema = builtOnFirstUse(() => z.object({}));
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const passwordResetResultSchema = builtOnFirstUse(() => z.object({ setPasswordLink: setPasswordLinkIssuedSchema }));
export type PasswordResetResult = z.infer<typeof passwordResetResultSchema>;

export const updateAccountSchema = builtOnFirstUse(() => z.object({ disabled: z.boolean() }));
export type UpdateAccount = z.infer<typeof updateAccountSchema>;

export const setupKeyRotatedSchema = builtOnFirstUse(() => z.object({ setupKey: z.string() }));
export type SetupKeyRotated = z.infer<typeof setupKeyRotatedSchema>;

export const accountListQuerySchema = builtOnFirstUse(() =>
  z.object({
    role: roleSchema.optional(),
    search: filterTextSchema.optional(),
    ...peoplePageQueryShape,
  }),
);
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountListSchema = builtOnFirstUse(() =>
  z.object({
    accounts: z.array(accountSchema),
    ...pagedListShape,
  }),
);
export type AccountList = z.infer<typeof accountListSchema>;

// ── Set-password links, forgot password, change password ─────────────────────────────────

/**
 * The page a set-password link opens. The token travels in the URL fragment (`#token=…`), which
 * browsers never send to a server, so it reaches no access log; the page posts it in a body.
 */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * Stands in the text of an email job for the set-password link. The job carries only the link's
 * id (`passwordLinkId`); the notifications worker asks auth for the link when it sends the email,
 * so the token is never in job data, an outbox or a log.
 */
export const SET_PASSWORD_LINK_PLACEHOLDER = '{{set-password-link}}';

/**
 * Internal API of auth, for the notifications worker only (never routed by the gateway): makes a
 * fresh token for a link that is still usable and answers the URL to put in the email.
 */
export const INTERNAL_KEY_HEADER = 'x-internal-key';
export const internalPasswordLinkUrlPath = (linkId: string) => `/internal/password-links/${encodeURIComponent(linkId)}/url`;
export const passwordLinkUrlSchema = builtOnFirstUse(() => z.object({ url: z.url() }));
export type PasswordLinkUrl = z.infer<typeof passwordLinkUrlSchema>;

export const passwordLinkPurposeSchema = builtOnFirstUse(() => z.enum(['welcome', 'reset']));
export type PasswordLinkPurpose = z.infer<typeof passwordLinkPurposeSchema>;

const requiredEmail = builtOnFirstUse(() => requiredText(authMessages.fillRequired).pipe(emailSchema(authMessages.invalidEmail)));
const linkToken = builtOnFirstUse(() =>
  z.string(passwordMessages.linkMissing).trim().min(1, passwordMessages.linkMissing).max(200, passwordMessages.linkInvalid),
);
const chosenPassword = builtOnFirstUse(() => z.string(authMessages.fillRequired).min(1, authMessages.fillRequired).pipe(newPassword));

/** POST /api/auth/forgot-password: always answered with `passwordMessages.resetRequested`. */
export const forgotPasswordRequestSchema = builtOnFirstUse(() => z.object({ email: requiredEmail }));
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const messageResponseSchema = builtOnFirstUse(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/auth/set-password/check: whether the link can still be used, and whose it is. */
export const setPasswordLinkCheckSchema = builtOnFirstUse(() => z.object({ token: linkToken }));
export type SetPasswordLinkCheck = z.infer<typeof setPasswordLinkCheckSchema>;

export const setPasswordLinkInfoSchema = builtOnFirstUse(() =>
  z.object({
    email: z.string(),
    fullName: z.string(),
    purpose: passwordLinkPurposeSchema,
    expiresAt: z.string(),
  }),
);
export type SetPasswordLinkInfo = z.infer<typeof setPasswordLinkInfoSchema>;

/** POST /api/auth/set-password: uses the link once and answers `{ token, user }` (signed in). */
export const setPasswordRequestSchema = builtOnFirstUse(() => z.object({ token: linkToken, password: chosenPassword }));
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

const currentPassword = builtOnFirstUse(() =>
  z
    .string(passwordMessages.currentPasswordRequired)
    .min(1, passwordMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, passwordMessages.currentPasswordWrong),
);
const differsFromCurrent = (passwords: { currentPassword: string; newPassword: string }) => passwords.newPassword !== passwords.currentPassword;

/** POST /api/auth/change-password (signed in): the current password is required; other sessions end. */
export const changePasswordRequestSchema = builtOnFirstUse(() =>
  z
    .object({ currentPassword, newPassword: chosenPassword })
    .refine(differsFromCurrent, { path: ['newPassword'], message: passwordMessages.sameAsCurrent }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The web forms ask for the new password twice; only the request above is sent. */
const confirmationField = builtOnFirstUse(() => z.string().min(1, passwordMessages.confirmRequired));

export const setPasswordFormSchema = builtOnFirstUse(() =>
  z
    .object({ password: chosenPassword, confirmPassword: confirmationField })
    .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.passwordsDoNotMatch }),
);
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

export const changePasswordFormSchema = builtOnFirstUse(() =>
  z
    .object({ currentPassword, newPassword: chosenPassword, confirmPassword: confirmationField })
    .refine(differsFromCurrent, { path: ['newPassword'], message: passwordMessages.sameAsCurrent })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ['confirmPassword'],
      message: passwordMessages.passwordsDoNotMatch,
    }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
