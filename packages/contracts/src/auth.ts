import { z } from 'zod';
import { emailSchema, filterTextSchema, roleSchema, pagedListShape } from './common.js';

export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Claims of the access token the auth service signs; `sid` names the session so it can be revoked. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  sid: z.string(),
  /** The user's full name, so services can record who acted by name; absent from tokens issued before it was added. */
  name: z.string().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounded so a huge password cannot make the KDF a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 256;

export const authMessages = {
  fillRequired: 'Please fill in all required fields',
  fillRequiredWithKey: 'Please fill in all required fields including the organizer key',
  termsRequired: 'You must agree to the terms and conditions',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Please contact the organizers.',
  invalidSetupKey: 'Invalid organizer setup key',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
} as const;

/** Organizers managing each other's accounts (Auth Spots). */
export const organizerAccountMessages = {
  notFound: 'Account not found',
  notYourself: 'You cannot disable your own account. Ask another organizer.',
  lastActive: 'At least one organizer must stay active. Enable or add another organizer first.',
} as const;

/** The answer while an account's sign-in is locked after too many failures. */
export const signInLockedMessage = (minutes: number) =>
  `Too many failed sign-ins for this account. Try again in ${minutes} minutes, or ask the organizers to reset your password.`;

const requiredText = (message: string) => z.string().trim().min(1, message);
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const loginRequestSchema = z.object({
  email: requiredText(authMessages.fillRequired).pipe(emailSchema(authMessages.invalidEmail)),
  password: z.string().min(1, authMessages.fillRequired).max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  fullName: requiredText(authMessages.fillRequiredWithKey).max(120, 'Full name must be at most 120 characters'),
  email: requiredText(authMessages.fillRequiredWithKey).pipe(emailSchema(authMessages.invalidEmail)),
  password: z.string().min(1, authMessages.fillRequiredWithKey).pipe(newPassword),
  organizerLoginKey: requiredText(authMessages.fillRequiredWithKey).max(256, authMessages.invalidSetupKey),
  agreedToTerms: z.literal(true, authMessages.termsRequired),
  /** The client always sends ORGANIZER; the server ignores it and registers organizers only. */
  role: z.literal('ORGANIZER').optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const authSuccessSchema = z.object({ token: z.string(), user: userSchema });
export type AuthSuccess = z.infer<typeof authSuccessSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** A participant account as organizers see it in Auth Spots. */
export const accountSchema = userSchema.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const createParticipantAccountSchema = z.object({
  email: emailSchema(authMessages.invalidEmail),
  fullName: requiredText('Full name is required').max(120, 'Full name must be at most 120 characters'),
  /** Omitted: the server generates one and returns it once. */
  password: newPassword.optional(),
});
export type CreateParticipantAccount = z.infer<typeof createParticipantAccountSchema>;

export const accountCreatedSchema = z.object({
  account: accountSchema,
  generatedPassword: z.string().optional(),
});
export type AccountCreated = z.infer<typeof accountCreatedSchema>;

export const resetPasswordSchema = z.object({ password: newPassword.optional() });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const passwordResetResultSchema = z.object({ generatedPassword: z.string().optional() });
export type PasswordResetResult = z.infer<typeof passwordResetResultSchema>;

export const updateAccountSchema = z.object({ disabled: z.boolean() });
export type UpdateAccount = z.infer<typeof updateAccountSchema>;

export const setupKeyRotatedSchema = z.object({ setupKey: z.string() });
export type SetupKeyRotated = z.infer<typeof setupKeyRotatedSchema>;

export const accountListQuerySchema = z.object({
  role: roleSchema.optional(),
  search: filterTextSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountListSchema = z.object({
  accounts: z.array(accountSchema),
  ...pagedListShape,
});
export type AccountList = z.infer<typeof accountListSchema>;
