import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authPaths } from '../features/auth/api/auth-paths';
import { apiRequest } from '../lib/api-client';
import { readAuthToken } from '../lib/auth-token';
import { hydrateWaitingParts } from '../lib/page-hydration';
import { LANGUAGES, rememberLanguage, storedLanguage, type Language } from './language';

/** Each language under its own name, whatever the page's language is (a reader looks for their own). */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * "EN | ES" in the headers: switches the whole site, at once and on later visits (local storage,
 * and the cookie the server render reads). The page stays as it is until the new language's copy
 * has loaded (i18next changes language after loading it) and the parts of a server-rendered page
 * still waiting for their code have hydrated, so nothing flashes a loading state.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;

  // A server-rendered page hydrates in the language it was rendered in; a choice remembered here
  // but unknown to the server (its cookie cleared) is applied once the page is live.
  useEffect(() => {
    const stored = storedLanguage();
    if (stored && stored !== i18n.language) void hydrateWaitingParts().then(() => i18n.changeLanguage(stored));
  }, [i18n]);

  const choose = (language: Language) => {
    rememberLanguage(language);
    // Parts of a server-rendered page still waiting for their code hydrate in the page's language first.
    void hydrateWaitingParts().then(() => i18n.changeLanguage(language));
    // A signed-in person's emails follow their choice too (auth stores it on the account). The site
    // has switched whatever the answer; a failed save leaves the emails in the earlier language
    // until the next sign-in, which sends the language again.
    if (readAuthToken()) apiRequest('PUT', authPaths.language, { language }).catch(() => undefined);
  };

  return (
    <Group role="group" aria-label={t('languageLabel')} gap={2} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'filled' : 'subtle'}
          color={language === current ? undefined : 'gray.8'}
          aria-pressed={language === current}
          lang={language}
          onClick={() => choose(language)}
        >
          {/* Named "EN (English)": the words shown start the name, so voice control's "click EN" works too. */}
          {language.toUpperCase()}
          <VisuallyHidden> ({LANGUAGE_NAMES[language]})</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
