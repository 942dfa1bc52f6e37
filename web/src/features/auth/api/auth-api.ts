import {
  authSuccessSchema,
  meResponseSchema,
  type AuthSuccess,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@trek/contracts';
import { apiRequest } from '../../../lib/api-client';

export const authPaths = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
} as const;

export async function signIn(credentials: LoginRequest): Promise<AuthSuccess> {
  return authSuccessSchema.parse(await apiRequest('POST', authPaths.login, credentials));
}

/** Self-registration exists for organizers only, so the role sent is always ORGANIZER. */
export async function registerOrganizer(registration: RegisterRequest): Promise<AuthSuccess> {
  return authSuccessSchema.parse(await apiRequest('POST', authPaths.register, { ...registration, role: 'ORGANIZER' }));
}

export async function fetchCurrentUser(): Promise<User> {
  return meResponseSchema.parse(await apiRequest('GET', authPaths.me)).user;
}

/** Revokes the session server-side. */
export async function signOut(): Promise<void> {
  await apiRequest('POST', authPaths.logout);
}
