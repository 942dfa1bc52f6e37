import type { Browser, Route } from 'playwright-core';
import { api, createParticipant, currentEdition, registerOrganizer, uniqueEmail, updateEdition } from '../support/api.js';
import { VIEWPORTS, baseUrl, launchBrowser, newPage, snapshot, stepSnapshot } from '../support/browser.js';
import { collectPageErrors, openMemberAccess } from '../support/portal.js';

/*
 * The site in Spanish on a phone (375 px). A visitor switches the landing page
 * to Spanish and it stays Spanish, the organizers' FAQ and team role in their Spanish; a browser that prefers Spanish gets the wizard and the
 * participant portal in Spanish from the start, the contracts' validation messages included.
 */

let browser: Browser;
let organizerToken: string;
const VISA_FAQ = {
  en: 'Do I need a visa for Mexico?',
  es: { question: '¿Necesito visa para México?', answer: 'La mayoría de los visitantes no la necesita.' },
};
/** A team card with its Spanish role, as the Content tab saves it. */
const TEAM_CARD = { name: 'Elena Journey', role: 'Logistics Lead', es: { role: 'Coordinadora de rutas' } };
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Elena Español');
  // A transfer deadline still ahead, so the portal's Transfer tab shows it (as a date in Spanish).
  await updateEdition(organizerToken, { transferDeadline: '2099-02-01T23:59:59.999Z' });
  // An FAQ the organizers wrote in both languages, as the Content tab saves it.
  await api('POST', '/api/admin/content/faqs', { question: VISA_FAQ.en, answer: 'Most visitors do not.', es: VISA_FAQ.es }, organizerToken);
  await api('POST', '/api/admin/content/team', TEAM_CARD, organizerToken);
});
afterAll(async () => {
  await browser.close();
});

describe('the site in Spanish on a phone', () => {
  it('when an English visitor picks ES in the header, then the hero and the sections turn Spanish, <html lang> says es, and a reload is served in Spanish', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Apply Now' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      const header = page.getByRole('banner');
      await header.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ES (Español)' }).click();

      await page.getByRole('link', { name: 'Postúlate ya' }).waitFor();
      await page.getByText('Un viaje de nueve días de la Ciudad de México a Cancún').waitFor();
      await page.getByRole('heading', { name: 'Introducción' }).waitFor();
      await page.getByRole('heading', { name: 'Itinerario' }).waitFor();
      await page.getByRole('heading', { name: 'Consideraciones de viaje y preguntas frecuentes' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await header.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'ES (Español)' }).getAttribute('aria-pressed')).toBe('true');

      // The choice is remembered: the server renders the next visit in Spanish (no English flash),
      // and the browser hydrates it in Spanish (React reports any mismatch as an error).
      const errors = collectPageErrors(page);
      const reloaded = await page.reload();
      expect(await reloaded?.text()).toContain('<html lang="es"');
      expect(await reloaded?.text()).toContain('Postúlate ya');
      await page.getByRole('link', { name: 'Postúlate ya' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(errors.filter((error) => /hydrat|react\.dev\/errors\/4(18|19|22|23|25)\b/i.test(error))).toEqual([]);
      await stepSnapshot(page, 'spanish-landing-mobile');

      // The organizers' FAQ reads in Spanish, as they wrote it beside the English.
      const visa = page.getByRole('button', { name: VISA_FAQ.es.question });
      await visa.scrollIntoViewIfNeeded();
      await visa.click();
      await page.getByText(VISA_FAQ.es.answer).waitFor();
      expect(await page.getByRole('button', { name: VISA_FAQ.en }).count()).toBe(0);

      // So does the team card's role.
      const role = page.getByText(TEAM_CARD.es.role);
      await role.scrollIntoViewIfNeeded();
      await role.waitFor();
      expect(await page.getByText(TEAM_CARD.role, { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when a desktop visitor picks ES before the sections below the first screen have hydrated, then they turn Spanish with no markup mismatch', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const errors = collectPageErrors(page);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Apply Now' }).waitFor();

      await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ES (Español)' }).click();

      await page.getByRole('link', { name: 'Postúlate ya' }).waitFor();
      await page.getByRole('heading', { name: 'Consideraciones de viaje y preguntas frecuentes' }).scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'Itinerario' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).waitFor();
      expect(errors.filter((error) => /hydrat|react\.dev\/errors\/4(18|19|22|23|25)\b/i.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when a desktop browser 375 px wide (served the desktop layout) picks ES while the sections’ code is still on its way, then they hydrate first and turn Spanish with no markup mismatch', async () => {
    // Not newPage: its arrival waits for every section to hydrate, and here the click comes first.
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: 'en-US' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The sections' code is held back until the visitor has picked ES.
    const held: Route[] = [];
    let picked = false;
    await page.route(/\/assets\/(Introduction|Team|Supporters|Itinerary|Speakers|Places|Participants|Travel|Access|Terms)Section-[^/]+\.js$/, (route) =>
      picked ? route.continue() : held.push(route),
    );
    try {
      await page.goto('/');
      const spanish = page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ES (Español)' });
      // The header has hydrated (React has attached its props to the button).
      await page.waitForFunction(
        (button) => button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$')),
        await spanish.elementHandle(),
      );
      await spanish.click();
      await page.waitForFunction(() => document.cookie.includes('trek-lang=es'));
      picked = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));

      await page.getByRole('link', { name: 'Postúlate ya' }).waitFor();
      for (const [anchor, heading] of [
        ['introduction', 'Introducción'],
        ['team', '¿Quiénes somos?'],
        ['itinerary', 'Itinerario'],
        ['participants', 'Generaciones de participantes'],
      ]) {
        await page.locator(`section#${anchor}`).getByRole('heading', { name: heading, exact: true }).waitFor();
      }
      expect(errors.filter((error) => /hydrat|react\.dev\/errors\/4(18|19|22|23|25)\b/i.test(error))).toEqual([]);
      await stepSnapshot(page, 'spanish-landing-desktop-browser-375');
    } finally {
      await context.close();
    }
  });

  it('when a Spanish browser applies, then the wizard is in Spanish, an empty step says why in Spanish (the contracts’ messages), and it ends on the Spanish confirmation', async () => {
    const { context, page } = await newPage(browser, 'mobile', { locale: 'es-MX' });
    const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
    try {
      const edition = await currentEdition();
      await page.goto('/apply');
      await page.getByRole('heading', { name: `Resumen de Mexico Trek ${edition.year}` }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByText('De Ciudad de México a Cancún, 9 días.').waitFor();
      await next();
      await page.getByText('Paso 2 de 5').waitFor();

      await next();
      await page.getByText('El nombre es obligatorio').waitFor();
      await page.getByText('Se necesita un correo de la universidad válido').waitFor();
      await stepSnapshot(page, 'spanish-apply-mobile-identity-invalid');

      await page.getByRole('textbox', { name: /^Nombre\(s\)/ }).fill('Sofía Isabel');
      // A message the contracts build from values (the field and its limit), in Spanish too.
      await page.getByRole('textbox', { name: /^Apellido\(s\)/ }).fill('R'.repeat(121));
      await next();
      await page.getByText('El apellido debe tener como máximo 120 caracteres').waitFor();
      await page.getByRole('textbox', { name: /^Apellido\(s\)/ }).fill('Ramírez');
      await page.getByRole('textbox', { name: /^Correo de la universidad/ }).fill(uniqueEmail('sofia-es'));
      await page.getByRole('textbox', { name: /^Número de teléfono/ }).fill('+52 55 1234 5678');
      await page.getByRole('textbox', { name: /^Afiliación/ }).fill('MPA 2026, Harvard Kennedy School');
      await next();

      await page.getByText('Paso 3 de 5').waitFor();
      await page.getByRole('textbox', { name: /^¿Por qué te interesa/ }).fill('Para entender cómo trabajan juntas las empresas y los gobiernos.');
      await page.getByRole('textbox', { name: /^¿Cuáles son tus metas/ }).fill('Dirigir proyectos de infraestructura entre países.');
      await page.getByRole('textbox', { name: /^¿Cuál es tu comida mexicana favorita/ }).fill('Mole poblano');
      await next();

      await page.getByText('Paso 4 de 5').waitFor();
      await page.getByRole('radiogroup', { name: /^¿Tu pasaporte es válido/ }).getByRole('radio', { name: 'Sí' }).check();
      await page.getByRole('textbox', { name: /^País que emitió tu pasaporte/ }).fill('México');
      await next();

      await page.getByText('Paso 5 de 5').waitFor();
      await page.getByRole('checkbox', { name: /Confirmo que la información/ }).check();
      await stepSnapshot(page, 'spanish-apply-mobile-review');
      await page.getByRole('button', { name: 'Enviar postulación' }).click();
      await page.getByRole('heading', { name: '¡Postulación enviada!' }).waitFor();
      await stepSnapshot(page, 'spanish-apply-mobile-confirmation');
    } finally {
      await context.close();
    }
  });

  it('when a participant with a Spanish browser signs in, then the portal is in Spanish (copy, dates, validation) and EN in its header turns it English', async () => {
    const participant = await createParticipant(organizerToken, 'Mateo Martínez');
    const { context, page } = await newPage(browser, 'mobile', { locale: 'es-MX' });
    const errors = collectPageErrors(page);
    try {
      const access = await openMemberAccess(page);
      await access.getByText('Iniciar sesión', { exact: true }).first().click();
      await access.getByLabel('Correo electrónico').fill(participant.email);
      await access.getByLabel(/^Contraseña/).fill(participant.password);
      await access.getByRole('button', { name: 'Iniciar sesión' }).click();

      await page.getByRole('heading', { name: '¡Hola, Mateo Martínez!' }).waitFor();
      await page.getByRole('region', { name: 'Tu preparación para el trek' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      // A contract's message, in Spanish, on the profile form.
      await page.getByRole('button', { name: 'Guardar perfil' }).click();
      await page.getByText('El nombre es obligatorio').first().waitFor();
      await stepSnapshot(page, 'spanish-portal-mobile-profile');

      const sections = page.getByRole('navigation', { name: 'Secciones del portal de participantes' });
      // The bottom bar's Spanish labels keep clear of each other and of the screen's edges.
      const labels = await sections.locator('a span').evaluateAll((spans) =>
        spans.map((span) => {
          // The text's own extent (its widest line), not the box it may wrap in.
          const range = document.createRange();
          range.selectNodeContents(span);
          const { left, right } = range.getBoundingClientRect();
          return { left, right };
        }),
      );
      const gaps = labels.slice(1).map((label, index) => label.left - labels[index]!.right);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6);
      expect(labels[0]!.left).toBeGreaterThanOrEqual(4);
      expect(labels.at(-1)!.right).toBeLessThanOrEqual(375 - 4);
      await sections.getByRole('link', { name: 'Transferir' }).click();
      // The deadline through Intl in Mexican Spanish.
      await page.getByText(/Puedes transferir hasta el 1 de febrero de 2099/).waitFor();
      await stepSnapshot(page, 'spanish-portal-mobile-transfer');

      await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'EN (English)' }).click();
      await page.getByRole('heading', { name: 'Welcome, Mateo Martínez!' }).waitFor();
      await page.getByText(/Transfers are possible until February 1, 2099/).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } catch (error) {
      await snapshot(page, 'spanish-portal-mobile-failure');
      throw new Error(`${String(error)}\nPage errors:\n${errors.join('\n')}`, { cause: error });
    } finally {
      await context.close();
    }
  });
});
