import {
  authSuccessSchema,
  messageResponseSchema,
  setPasswordLinkInfoSchema,
  type AuthSuccess,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type SetPasswordLinkInfo,
  type SetPasswordRequest,
} from '@trek/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authPaths } from './auth-paths';

export async function signIn(credentials: LoginRequest): Promise<AuthSuccess> {
  return authSuccessSchema.parse(await apiRequest('POST', authPaths.login, credentials));
}

/** Self-registration exists for organizers only, so the role sent is always ORGANIZER. */
export async function registerOrganizer(registration: RegisterRequest): Promise<AuthSuccess> {
  return authSuccessSchema.parse(await apiRequest('POST', authPaths.register, { ...registration, role: 'ORGANIZER' }));
}

/** Revokes the session server-side. */
export async function signOut(): Promise<void> {
  await apiRequest('POST', authPaths.logout);
}

/** Always the same answer, whether or not the email has an account. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<MessageResponse> {
  return messageResponseSchema.parse(await apiRequest('POST', authPaths.forgotPassword, request));
}

/** The set-password link's token goes in the body, never in a URL a log could keep. */
export async function checkSetPasswordLink(token: string): Promise<SetPasswordLinkInfo> {
  return setPasswordLinkInfoSchema.parse(await apiRequest('POST', authPaths.checkSetPasswordLink, { token }));
}

/** Uses the link once; the answer signs the person in. */
export async function setPasswordWithLink(request: SetPasswordRequest): Promise<AuthSuccess> {
  return authSuccessSchema.parse(await apiRequest('POST', authPaths.setPassword, request));
}

/** The current password is required; the person's other sessions end, this one stays. */
export async function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return messageResponseSchema.parse(await apiRequest('POST', authPaths.changePassword, request));
}
