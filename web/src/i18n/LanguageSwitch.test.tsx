import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, recordRequests } from '../test/api-server';
import { participant } from '../test/fixtures';
import { renderFeature, signInOnApiServer } from '../test/render-feature';
import { i18n } from '.';
import { browserLanguage, initialClientLanguage, LANGUAGE_COOKIE, rememberLanguage, storedLanguage } from './language';
import { LanguageSwitch } from './LanguageSwitch';
import { LandingHeader } from '../features/landing/components/LandingHeader';

const forgetChoice = () => {
  localStorage.removeItem(LANGUAGE_COOKIE);
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
};

afterEach(async () => {
  forgetChoice();
  document.getElementById('trek-server-state')?.remove();
  await act(() => i18n.changeLanguage('en'));
});

describe('the language switch', () => {
  it('when a visitor picks Español, then the landing header turns Spanish, <html lang> says so and the choice is remembered; English brings it back', async () => {
    renderFeature(<LandingHeader />);
    const banner = within(screen.getByRole('banner'));
    const switcher = within(banner.getByRole('group', { name: 'Language' }));
    expect(switcher.getByRole('button', { name: 'EN (English)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(switcher.getByRole('button', { name: 'ES (Español)' }));

    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/#auth');
    const spanishSwitch = within(within(screen.getByRole('banner')).getByRole('group', { name: 'Idioma' }));
    expect(spanishSwitch.getByRole('button', { name: 'ES (Español)' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_COOKIE)).toBe('es');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);

    await userEvent.click(spanishSwitch.getByRole('button', { name: 'EN (English)' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage()).toBe('en');
  });

  it('when a signed-in person switches, then their account keeps the language for their emails', async () => {
    signInOnApiServer(participant);
    answer(http.put('/api/auth/me/language', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    renderFeature(<LanguageSwitch />);

    await userEvent.click(screen.getByRole('button', { name: 'ES (Español)' }));

    await waitFor(() => expect(requests.filter((request) => request.url === '/api/auth/me/language').map(({ method, body }) => ({ method, body }))).toEqual([{ method: 'PUT', body: { language: 'es' } }]));
    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeInTheDocument();
  });

  it('when a choice is remembered on this device, then the switch applies it once the page is live', async () => {
    rememberLanguage('es');
    renderFeature(<LanguageSwitch />);
    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(i18n.language).toBe('es');
  });
});

describe('the first language', () => {
  it("is the browser's first language the site speaks, Spanish for any Spanish, English otherwise", () => {
    expect(browserLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('is the remembered choice over the browser, and on a server-rendered page the language it was rendered in', () => {
    expect(initialClientLanguage()).toBe('en'); // jsdom's navigator says en-US
    rememberLanguage('es');
    expect(initialClientLanguage()).toBe('es');

    const serverState = Object.assign(document.createElement('script'), { id: 'trek-server-state', type: 'application/json', textContent: '{}' });
    document.body.append(serverState);
    document.documentElement.lang = 'en';
    expect(initialClientLanguage()).toBe('en');
  });
});
