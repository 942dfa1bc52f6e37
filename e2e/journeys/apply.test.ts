import { passportValidity, type ApplicationList } from '@trek/contracts';
import type { Browser, Page } from 'playwright-core';
import { api, currentEdition, registerOrganizer, uniqueEmail } from '../support/api.js';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { launchBrowser, newPage, snapshot, stepSnapshot, type Viewport } from '../support/browser.js';
import { capturedEmail } from '../support/mail.js';

let browser: Browser;
let organizerToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Olga Organizer');
});
afterAll(async () => {
  await browser.close();
});


const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

// On a desktop: spanish.test.ts applies on a phone, and the accessibility sweep below opens every
// step at both widths.
describe('applying', () => {
  const viewport: Viewport = 'desktop';
  it('the landing page does not load the wizard; an invalid step blocks Next; the whole wizard ends on the confirmation with the stored reference and its email', async () => {
    const email = uniqueEmail('sofia');
    const { context, page } = await newPage(browser, viewport);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /ApplyPage|ApplicationConfirmationPage/.test(url))).toEqual([]);

      const edition = await currentEdition();
      await page.goto('/apply');
      await page.getByRole('heading', { name: `Mexico Trek ${edition.year} Overview` }).waitFor();
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await next(page);
      await page.getByText('Step 2 of 5').waitFor();

      // Next on an empty step stays there and says why.
      await next(page);
      await page.getByText('First and middle names are required').waitFor();
      await page.getByText('Valid university email is required').waitFor();
      expect(await page.getByText('Step 2 of 5').isVisible()).toBe(true);
      await stepSnapshot(page, `apply-${viewport}-identity-invalid`);

      await page.getByRole('textbox', { name: /^First and middle names/ }).fill('Sofía Isabel');
      await page.getByRole('textbox', { name: /^Last name/ }).fill('Ramírez');
      await page.getByRole('textbox', { name: /^University email/ }).fill(email);
      await page.getByRole('textbox', { name: /^Phone number/ }).fill('+1 617 555 0199');
      await page.getByRole('textbox', { name: /^Affiliation/ }).fill('MPA 2026, Harvard Kennedy School');

      // A reload keeps what was typed (sessionStorage of this tab).
      await page.reload();
      await page.getByText('Step 2 of 5').waitFor();
      expect(await page.getByRole('textbox', { name: /^Last name/ }).inputValue()).toBe('Ramírez');
      await next(page);

      await page.getByText('Step 3 of 5').waitFor();
      await page.getByRole('textbox', { name: /^Why are you interested/ }).fill('To learn how Mexican firms and governments work together.');
      await page.getByRole('textbox', { name: /^What are your long-term career goals/ }).fill('Lead cross-border infrastructure projects.');
      await page.getByRole('textbox', { name: /^What is your favorite Mexican food/ }).fill('Mole poblano');
      await next(page);

      await page.getByText('Step 4 of 5').waitFor();
      await page.getByRole('radiogroup', { name: /^Is your passport valid/ }).getByRole('radio', { name: 'No' }).check();
      const month = new Date(`${passportValidity(edition).validThrough}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' });
      await page.getByText(`Please renew your passport and ensure it is valid through at least ${month}.`).waitFor();
      await page.getByRole('textbox', { name: /^Passport issuing country/ }).fill('Colombia');
      await page.getByRole('combobox', { name: /^How did you hear about us/ }).selectOption('word-of-mouth');
      await next(page);

      await page.getByText('Step 5 of 5').waitFor();
      await page.getByText('Word of mouth').waitFor();
      await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
      await stepSnapshot(page, `apply-${viewport}-review`);
      await page.getByRole('button', { name: 'Submit Application' }).click();

      await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
      const shownRef = (await page.getByTestId('application-reference').textContent())?.trim() ?? '';
      expect(shownRef).toMatch(new RegExp(`^MT${String(edition.year).slice(2)}-[A-Z2-9]{4}-[A-Z2-9]{4}$`));
      expect(new URL(page.url()).searchParams.get('ref')).toBe(shownRef);
      await stepSnapshot(page, `apply-${viewport}-confirmation`);

      const stored = await api<ApplicationList>('GET', `/api/admin/applications?search=${encodeURIComponent(email)}`, undefined, organizerToken);
      expect(stored.applications.map((application) => application.ref)).toEqual([shownRef]);
      expect(stored.applications[0]).toMatchObject({ universityEmail: email, passportValid: 'NO', passportCountry: 'Colombia' });

      const confirmation = await capturedEmail(`application-confirmation-${shownRef}`);
      expect(confirmation.to).toContain(email.toLowerCase());
      expect(confirmation.text).toContain(shownRef);

      // Leaving asks to save the reference first.
      await page.getByRole('button', { name: 'View FAQ' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save Your Reference Number' });
      await dialog.getByRole('button', { name: 'Continue to FAQ' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#faqs');
    } finally {
      await context.close();
    }
  });
});

const draftValues = {
  firstNames: 'Ana',
  lastName: 'Axe',
  universityEmail: 'ana.axe@example.edu',
  phone: '+1 617 555 0100',
  affiliation: 'MBA 2026',
  interest250: 'Accessibility matters to everyone.',
  goals250: 'Build products everyone can use.',
  favoriteFood: 'Tamales',
  passportValid: 'NO',
  passportCountry: 'Peru',
  commitment: 'PARTIAL',
  significantOther: 'YES',
  comments: '',
  referral: '',
  confirmAccuracy: false,
};

describe.each(['mobile', 'desktop'] as const)('wizard accessibility at %s width', (viewport) => {
  it('text fields are at least 16 px (a phone does not zoom in on focus) and a focused field shows a 2 px outline', async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await page.goto('/apply');
      await page.getByRole('button', { name: 'Next' }).click();
      const firstNames = page.getByRole('textbox', { name: /^First and middle names/ });
      await firstNames.focus();
      const style = await firstNames.evaluate((input) => {
        const computed = getComputedStyle(input);
        return { fontSize: parseFloat(computed.fontSize), outlineStyle: computed.outlineStyle, outlineWidth: parseFloat(computed.outlineWidth) };
      });
      if (viewport === 'mobile') expect(style.fontSize).toBeGreaterThanOrEqual(16);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it('axe-core finds no serious or critical violation on any step or on the confirmation page', async () => {
    // CSP is bypassed only so that axe-core can be injected.
    const { context, page } = await newPage(browser, viewport, { bypassCSP: true, reducedMotion: 'reduce' });
    try {
      await page.goto('/apply');
      await page.getByText('Step 1 of 5').waitFor();
      // A filled-in draft, then every step through Next in the same page, as an applicant goes.
      await page.evaluate((draft) => sessionStorage.setItem('trek.applicationDraft', JSON.stringify(draft)), { step: 0, values: draftValues });
      await page.reload();
      for (const step of [1, 2, 3, 4, 5]) {
        if (step > 1) await next(page);
        await page.getByText(`Step ${step} of 5`).waitFor();
        expect({ step, violations: await seriousAccessibilityViolations(page) }).toEqual({ step, violations: [] });
      }
      await page.goto('/apply/confirmation?ref=MT26-AXE2-TEST');
      await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } catch (error) {
      await snapshot(page, `apply-axe-${viewport}-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
