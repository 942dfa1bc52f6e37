import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyNamespaceBackend } from './lazy-namespace-backend';
import { bundledResources, defaultNamespace } from './resources';

// Bundled namespaces are ready synchronously; the others load through the backend when a
// component first asks for them (react-i18next suspends until then).
void i18n
  .use(lazyNamespaceBackend)
  .use(initReactI18next)
  .init({
    resources: bundledResources,
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(bundledResources.en),
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

// The server render (entry-server.tsx) has no document; there index.html's lang stands.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export { i18n };
