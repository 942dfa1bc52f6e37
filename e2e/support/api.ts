import type { EditionSettings, PublicEdition } from '@trek/contracts';
import { baseUrl } from './browser.js';

/** Calls the API through the gateway, as the browser does. */
export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return apiAt<T>(baseUrl(), method, path, body, token);
}

/** The same, through another stack's gateway (a journey's own stack). */
export async function apiAt<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.edu`;

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

/** An organizer registered through the API with the stack's setup key; answers their token. */
export async function registerOrganizer(fullName: string, stack: { url: string; setupKey: string } = { url: baseUrl(), setupKey: process.env.E2E_SETUP_KEY ?? '' }): Promise<string> {
  const { token } = await apiAt<{ token: string }>(stack.url, 'POST', '/api/auth/register', {
    fullName,
    email: uniqueEmail('organizer'),
    password: 'organizer pass 2026',
    role: 'ORGANIZER',
    agreedToTerms: true,
    organizerLoginKey: stack.setupKey,
  });
  return token;
}

/** A participant account created by an organizer through the API (the Auth Spots call). */
export async function createParticipant(organizerToken: string, fullName: string): Promise<Account> {
  const account = { fullName, email: uniqueEmail(fullName.split(' ')[0]!.toLowerCase()), password: 'participant pass 2026' };
  await api('POST', '/api/admin/accounts', account, organizerToken);
  return account;
}

export async function signInToken(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  return (await api<{ token: string }>('POST', '/api/auth/login', { email: account.email, password: account.password })).token;
}

/** What an organizer does in Content → Edition settings: the whole document, with some fields changed. */
export async function updateEdition(organizerToken: string, changes: Partial<EditionSettings>): Promise<void> {
  const current = await api<EditionSettings>('GET', '/api/admin/edition', undefined, organizerToken);
  await api('PUT', '/api/admin/edition', { ...current, ...changes }, organizerToken);
}

/**
 * The current edition, as every screen reads it. The stack seeds it relative to today (next
 * March's trek), so journeys read the year instead of naming one; the sample content is around it
 * (speakers and cohorts of the two years before, the itinerary of all three).
 */
export const currentEdition = () => api<PublicEdition>('GET', '/api/public/edition');

/** The account's user id, as the services key their records by it. */
export async function userIdOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const { user } = await api<{ user: { id: string } }>('GET', '/api/auth/me', undefined, await signInToken(account));
  return user.id;
}
