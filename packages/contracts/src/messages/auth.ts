export const PASSWORD_MIN_LENGTH = 8;
/** Bounded so a huge password cannot make the KDF a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 256;
/** How long a set-password link works. */
export const SET_PASSWORD_LINK_HOURS = 72;

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
  resetYourself: 'You cannot reset your own password here. Change it from your account, or use "Forgot password?".',
} as const;

export const passwordMessages = {
  confirmRequired: 'Please type the new password again',
  passwordsDoNotMatch: 'The two passwords do not match',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  sameAsCurrent: 'Choose a new password that differs from your current one',
  passwordChanged: 'Your password was changed. You were signed out on your other devices.',
  resetRequested: `If an account exists for this email, a link to set a new password is on its way. It works once, for ${SET_PASSWORD_LINK_HOURS} hours.`,
  linkMissing: 'This link is incomplete. Open the whole link from the email, or ask for a new one.',
  linkInvalid: 'This link is not valid. Open the whole link from the email, or ask for a new one.',
  linkExpired: `This link has expired: links work for ${SET_PASSWORD_LINK_HOURS} hours. Ask for a new one.`,
  linkUsed: 'This link was already used. Sign in with your password, or ask for a new link if you do not know it.',
  linkReplaced: 'A newer link was sent to this email, and only the newest one works. Open the newest email, or ask for a new link.',
} as const;
