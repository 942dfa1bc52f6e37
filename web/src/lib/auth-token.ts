import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts/auth-storage';

/** Spec 4: saving a token waits this long before the current user is refreshed. */
export const TOKEN_SAVE_DELAY_MS = 100;

/** Null on the server, which renders every page signed out. */
export function readAuthToken(): string | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
}

export async function saveAuthToken(token: string): Promise<void> {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  await new Promise((resolve) => setTimeout(resolve, TOKEN_SAVE_DELAY_MS));
}

export function removeAuthToken(): void {
  window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
}
