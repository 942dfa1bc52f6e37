import type { Browser } from 'playwright-core';
import { api, createParticipant, registerOrganizer, signInToken, type Account } from '../support/api.js';
import { DEVICE_OF, launchBrowser, newPage, signedIn, stepSnapshot } from '../support/browser.js';
import { collectPageErrors } from '../support/portal.js';

/*
 * Room assignment. Two participants ask for each other and one asks for a single room; an
 * organizer opens Logistics → Rooms, accepts the rooms suggested from those requests, adds a room
 * and puts a third participant in it with the searchable select, and publishes. The participants
 * who share a room then see it, with each other's name, on their trip card: the organizer on a
 * desktop, the participant on a phone.
 */

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Rosa Rooms');
});
afterAll(async () => {
  await browser.close();
});

/** A participant who saved their name and roommate request in the logistics wizard. */
async function participantAsking(fullName: string, roommate: { roommatePreference: string; roommateNameOrNA?: string }): Promise<Account> {
  const account = await createParticipant(organizerToken, fullName);
  await api('PUT', '/api/me/logistics', { legalName: fullName, preferredName: fullName, ...roommate }, await signInToken(account));
  return account;
}

describe('rooms', () => {
  it('an organizer rooms people from their requests and by hand, publishes, and a participant sees their roommate', async () => {
    const [first, second, single, other] = ['Marta Pairs', 'Lucia Pairs', 'Sergio Single', 'Carlos Hand'];
    const marta = await participantAsking(first, { roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: second });
    await participantAsking(second, { roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: first });
    await participantAsking(single, { roommatePreference: 'SINGLE_UPGRADE' });
    await participantAsking(other, { roommatePreference: 'RANDOM' });

    const { context, page } = await newPage(browser, DEVICE_OF.organizer, signedIn(organizerToken));
    const pageErrors = collectPageErrors(page);
    try {
      await page.goto('/admin/dashboard?tab=logistics');
      // The segmented control's radio is visually hidden behind its label, which takes the click.
      await page.getByRole('radiogroup', { name: 'Logistics view' }).getByText('Rooms', { exact: true }).click();
      await page.getByRole('button', { name: 'Suggest from requests' }).click();
      const suggestions = page.getByRole('dialog', { name: 'Suggested rooms' });
      await suggestions.getByRole('button', { name: `Accept ${first} & ${second}` }).click();
      await suggestions.getByRole('button', { name: `Accept ${single}` }).click();
      await suggestions.getByRole('button', { name: 'Close' }).click();

      const label = 'Hotel Catedral';
      await page.getByRole('button', { name: 'Add room' }).click();
      const form = page.getByRole('dialog', { name: 'Add a room' });
      await form.getByRole('textbox', { name: 'Room name' }).fill(label);
      await form.getByText('3', { exact: true }).click();
      await form.getByRole('button', { name: 'Save room' }).click();
      await form.waitFor({ state: 'hidden' });
      const room = page.getByRole('region', { name: label });
      await room.getByRole('combobox', { name: `Add a person to ${label}` }).fill(other.slice(0, 8));
      await page.getByRole('option', { name: other }).click();
      await room.getByText(other, { exact: true }).waitFor();
      await room.getByText('1/3 beds taken').waitFor();
      await page.getByRole('region', { name: `${first} & ${second}` }).getByText(second, { exact: true }).waitFor();
      await stepSnapshot(page, 'rooms-board');

      await page.getByRole('button', { name: 'Publish rooms' }).click();
      await page.getByRole('dialog', { name: 'Publish the rooms?' }).getByRole('button', { name: 'Publish' }).click();
      await page.getByText(/^Published /).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    const participantView = await newPage(browser, DEVICE_OF.participant, signedIn(await signInToken(marta)));
    try {
      await participantView.page.goto('/participant/dashboard#trip-card');
      const card = participantView.page.getByRole('region', { name: 'Your room' });
      await card.getByText(`${first} & ${second}`, { exact: true }).waitFor();
      const text = await card.textContent();
      expect(text).toContain(`Roommates: ${second}`);
      expect(text).not.toContain(other);
      await stepSnapshot(participantView.page, 'rooms-trip-card');
    } finally {
      await participantView.context.close();
    }
  });
});
