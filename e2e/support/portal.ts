import type { Locator, Page } from 'playwright-core';
import type { Account } from './api.js';
import type { Viewport } from './browser.js';

/**
 * The landing's Member Access section once React has hydrated it. Until then its submit buttons
 * are disabled (a browser submission would send what was typed, the password too, in a request
 * of its own) and hydration resets what was typed, so a journey fills the forms only after.
 */
export async function openMemberAccess(page: Page): Promise<Locator> {
  await page.goto('/');
  const access = page.locator('#auth');
  await access.locator('button[type="submit"]:enabled').first().waitFor();
  return access;
}

/** Signs in through Member Access on the home page, as a person does. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const access = await openMemberAccess(page);
  // The mode switch comes before the form, whose submit button carries the same words.
  await access.getByText('Sign In', { exact: true }).first().click();
  await access.getByLabel('Email').fill(email);
  await access.getByLabel(/^Password/).fill(password);
  await access.getByRole('button', { name: 'Sign In' }).click();
}

/** Registers a new organizer through Member Access → Organizer Setup with the stack's setup key, as a person given the key does. */
export async function registerOrganizerThroughForm(page: Page, account: Account, setupKey = process.env.E2E_SETUP_KEY ?? ''): Promise<void> {
  const access = await openMemberAccess(page);
  // The mode switch comes before the form, whose submit button may carry the same words.
  await access.getByText('Organizer Setup', { exact: true }).first().click();
  await access.getByLabel('Full name').fill(account.fullName);
  await access.getByLabel('Email').fill(account.email);
  await access.getByLabel(/^Password/).fill(account.password);
  await access.getByLabel('Organizer login key').fill(setupKey);
  await access.getByLabel('I agree to the terms and conditions').check();
  await access.getByRole('button', { name: 'Create Organizer Account' }).click();
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
