import type { EditionSettings } from '@trek/contracts';
import type { Page } from 'playwright-core';
import { api, uniqueEmail } from './api.js';
import type { Viewport } from './browser.js';

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

/** An organizer registered through the API with the stack's setup key; answers their token. */
export async function registerOrganizer(fullName: string): Promise<string> {
  const { token } = await api<{ token: string }>('POST', '/api/auth/register', {
    fullName,
    email: uniqueEmail('organizer'),
    password: 'organizer pass 2026',
    role: 'ORGANIZER',
    agreedToTerms: true,
    organizerLoginKey: process.env.E2E_SETUP_KEY,
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

/** Signs in through Member Access on the home page, as a person does. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  const access = page.locator('#auth');
  // The mode switch comes before the form, whose submit button carries the same words.
  await access.getByText('Sign In', { exact: true }).first().click();
  await access.getByLabel('Email').fill(email);
  await access.getByLabel(/^Password/).fill(password);
  await access.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens a participant portal tab the way the viewport offers it: the tab bar on a desktop, the bottom bar on a phone. */
export async function openParticipantTab(page: Page, viewport: Viewport, label: 'Profile' | 'Logistics' | 'WhatsApp' | 'Updates' | 'Transfer'): Promise<void> {
  if (viewport === 'desktop') await page.getByRole('tab', { name: label }).click();
  else await page.getByRole('navigation', { name: 'Participant portal sections' }).getByRole('link', { name: label }).click();
}

/** Uncaught errors of the page, for the person reading a failure (an error boundary hides them from the screenshot). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The account's user id, as the services key their records by it. */
export async function userIdOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const { user } = await api<{ user: { id: string } }>('GET', '/api/auth/me', undefined, await signInToken(account));
  return user.id;
}
