import { changePasswordFormSchema, changePasswordRequestSchema, forgotPasswordRequestSchema, setPasswordFormSchema, setPasswordRequestSchema, SET_PASSWORD_LINK_PLACEHOLDER } from './auth.js';
import { authMessages, passwordMessages } from './messages/auth.js';
import { emailJobSchema } from './jobs.js';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('forgot password', () => {
  it('takes one email, lower-cased; a missing or malformed one gets the sign-in form messages', () => {
    expect(forgotPasswordRequestSchema.parse({ email: ' Ana@Example.EDU ' })).toEqual({ email: 'ana@example.edu' });
    expect(messagesOf(forgotPasswordRequestSchema.safeParse({ email: '' }))).toEqual({ email: authMessages.fillRequired });
    expect(messagesOf(forgotPasswordRequestSchema.safeParse({ email: 'nope' }))).toEqual({ email: authMessages.invalidEmail });
    expect(forgotPasswordRequestSchema.safeParse({ email: { $ne: null } }).success).toBe(false);
  });
});

describe('setting a password with a link', () => {
  it('needs the token and a password of the usual length', () => {
    expect(setPasswordRequestSchema.safeParse({ token: 'abc', password: 'long enough' }).success).toBe(true);
    expect(messagesOf(setPasswordRequestSchema.safeParse({ token: '', password: 'short' }))).toEqual({
      token: passwordMessages.linkMissing,
      password: authMessages.passwordTooShort,
    });
    expect(messagesOf(setPasswordRequestSchema.safeParse({ token: 'x'.repeat(201), password: '' }))).toEqual({
      token: passwordMessages.linkInvalid,
      password: authMessages.fillRequired,
    });
  });

  it('the form asks for the password twice and says when the two differ', () => {
    expect(setPasswordFormSchema.safeParse({ password: 'long enough', confirmPassword: 'long enough' }).success).toBe(true);
    expect(messagesOf(setPasswordFormSchema.safeParse({ password: 'long enough', confirmPassword: 'long enougH' }))).toEqual({
      confirmPassword: passwordMessages.passwordsDoNotMatch,
    });
  });
});

describe('changing one own password', () => {
  it('needs the current password and a different new one', () => {
    expect(changePasswordRequestSchema.safeParse({ currentPassword: 'old password', newPassword: 'new password' }).success).toBe(true);
    expect(messagesOf(changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'new password' }))).toEqual({
      currentPassword: passwordMessages.currentPasswordRequired,
    });
    expect(messagesOf(changePasswordRequestSchema.safeParse({ currentPassword: 'same password', newPassword: 'same password' }))).toEqual({
      newPassword: passwordMessages.sameAsCurrent,
    });
  });

  it('the form also checks the confirmation', () => {
    expect(
      messagesOf(changePasswordFormSchema.safeParse({ currentPassword: 'old password', newPassword: 'new password', confirmPassword: 'other password' })),
    ).toEqual({ confirmPassword: passwordMessages.passwordsDoNotMatch });
  });
});

describe('emails with a set-password link', () => {
  const job = { kind: 'password-reset', to: ['ana@example.edu'], subject: 'Set your password', passwordLinkId: '0123456789abcdef01234567' };

  it('carry the link id and a placeholder where the link goes, never the link', () => {
    expect(emailJobSchema.safeParse({ ...job, text: `Open ${SET_PASSWORD_LINK_PLACEHOLDER}` }).success).toBe(true);
    expect(emailJobSchema.safeParse({ ...job, text: 'Open https://trek.test/set-password#token=abc' }).success).toBe(false);
    expect(emailJobSchema.safeParse({ ...job, passwordLinkId: 'not-an-id', text: SET_PASSWORD_LINK_PLACEHOLDER }).success).toBe(false);
  });
});
