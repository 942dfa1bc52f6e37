import type { Plugin } from 'vite';

/** The web app manifest vite-plugin-pwa writes (English), and its Spanish copy. */
export const webAppManifests = { en: '/manifest.webmanifest', es: '/manifest.es.webmanifest' } as const;

/** What the Spanish manifest says differently: the rest (name, icons, start page, colours) is the same app. */
export const spanishManifestText = {
  lang: 'es',
  description:
    'El portal de Mexico Trek: tu tarjeta de viaje (itinerario, hoteles, contactos de la embajada, frases en español y tu propia logística) también funciona sin conexión.',
  shortcuts: [{ name: 'Tarjeta de viaje', url: '/participant/dashboard#trip-card' }],
} as const;

/**
 * Writes manifest.es.webmanifest next to the English manifest once vite-plugin-pwa has emitted it
 * (with its icons), so a Spanish page links an installable app described in Spanish
 * (src/pwa/manifest-link.ts switches the page's link with the language).
 */
export function spanishWebAppManifest(): Plugin {
  return {
    name: 'trek:spanish-web-app-manifest',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const english = bundle[webAppManifests.en.slice(1)];
        if (!english || english.type !== 'asset') {
          this.error(`${webAppManifests.en} was not emitted: the Spanish manifest is written from it`);
        }
        const manifest = JSON.parse(String(english.source)) as Record<string, unknown>;
        this.emitFile({ type: 'asset', fileName: webAppManifests.es.slice(1), source: JSON.stringify({ ...manifest, ...spanishManifestText }) });
      },
    },
  };
}
