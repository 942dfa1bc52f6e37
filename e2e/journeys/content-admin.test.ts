import type { Faq } from '@trek/contracts';
import type { Browser } from 'playwright-core';
import { api, registerOrganizer } from '../support/api.js';
import { launchBrowser, newPage, snapshot } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('organizers edit the public content', () => {
  it('an organizer adds and edits an FAQ in the dashboard, and the public FAQ read and the landing page show the edit at once', async () => {
    const token = await registerOrganizer('Olivia Organizer');
    const question = `Is there a packing list? (${Date.now()})`;
    const { context, page } = await newPage(browser, 'desktop');
    try {
      await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
      await page.goto('/admin/dashboard?tab=content');
      await page.getByRole('tab', { name: 'FAQs' }).click();

      await page.getByRole('button', { name: 'Add' }).click();
      const addDialog = page.getByRole('dialog');
      await addDialog.getByLabel('Question', { exact: true }).fill(question);
      await addDialog.getByLabel('Answer', { exact: true }).fill('Yes, before departure.');
      await addDialog.getByRole('button', { name: 'Save' }).click();
      await addDialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: `Edit ${question}` }).click();
      const editDialog = page.getByRole('dialog');
      await editDialog.getByLabel('Answer', { exact: true }).fill('Yes: organizers email it two weeks before departure.');
      await editDialog.getByRole('button', { name: 'Save' }).click();
      await editDialog.waitFor({ state: 'hidden' });
      await page.getByText('Yes: organizers email it two weeks before departure.').waitFor();

      const faqs = await api<Faq[]>('GET', '/api/public/faqs');
      expect(faqs).toContainEqual(expect.objectContaining({ question, answer: 'Yes: organizers email it two weeks before departure.' }));

      await page.goto('/#faqs');
      const faqSection = page.locator('#faqs');
      await faqSection.getByText(question).click();
      await faqSection.getByText('Yes: organizers email it two weeks before departure.').waitFor();
    } catch (error) {
      await snapshot(page, 'content-admin-faq-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
