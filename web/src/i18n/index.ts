import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { linkManifestInLanguage } from '../pwa/manifest-link';
import { initialClientLanguage, LANGUAGES } from './language';
import { lazyNamespaceBackend } from './lazy-namespace-backend';
import { bundledResources, defaultNamespace } from './resources';

const language = initialClientLanguage();

// Bundled (English) namespaces are ready synchronously; the others, and every Spanish one, load
// through the backend when a component first asks for them (react-i18next suspends until then).
// Resolves once the starting language's bundled namespaces are there: main.tsx renders after it.
export const i18nReady = i18n
  .use(lazyNamespaceBackend)
  .use(initReactI18next)
  .init({
    resources: bundledResources,
    partialBundledLanguages: true,
    lng: language,
    supportedLngs: LANGUAGES,
    // Spanish has every key (i18n/locales.test.ts), so a Spanish page never downloads the English copy to fall back on.
    fallbackLng: { es: [], default: ['en'] },
    ns: Object.keys(bundledResources.en),
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/**
 * The page's lang, written only when it differs: writing the attribute, even unchanged, makes the
 * browser work out the style of every element on the page again (`:lang()` follows it), in the
 * middle of a server-rendered page's start, which the gateway already sent in its language.
 */
function markDocumentLanguage(next: string): void {
  const root = document.documentElement;
  if (root.lang !== next) root.lang = next;
}

// The server render (entry-server.tsx) has no document; the gateway sets the page's lang there.
// The installable app's manifest follows the language too.
if (typeof document !== 'undefined') {
  markDocumentLanguage(language);
  linkManifestInLanguage(language);
  i18n.on('languageChanged', (changed) => {
    markDocumentLanguage(changed);
    linkManifestInLanguage(changed);
  });
}

export { i18n };
