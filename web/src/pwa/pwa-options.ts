import type { VitePWAOptions } from 'vite-plugin-pwa';
import { BRAND_COLOR } from '../theme';

/**
 * The installable app: vite-plugin-pwa writes dist/manifest.webmanifest (linked from index.html),
 * renders the icons from public/favicon.svg at build (its minimal-2023 preset: 64, 192, 512, a
 * maskable 512, the Apple touch icon and favicon.ico) and builds src/pwa/sw.ts into dist/sw.js with
 * the list of files to precache. The app registers the worker itself (register-service-worker.ts),
 * only once a participant opens the portal, so visitors of the landing page download nothing more.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'Mexico Trek',
    short_name: 'Mexico Trek',
    description: 'The Mexico Trek portal: your trip card (itinerary, hotels, embassy contacts, Spanish phrases and your own logistics) also works offline.',
    lang: 'en',
    // The installed app opens the portal (offline: its trip card), not the landing page, whose
    // server-rendered page offline would be only the bare shell.
    start_url: '/participant/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOR,
    background_color: '#ffffff',
    shortcuts: [{ name: 'Trip card', url: '/participant/dashboard#trip-card' }],
  },
  pwaAssets: {
    image: 'public/favicon.svg',
    preset: 'minimal-2023',
    overrideManifestIcons: true,
    // index.html already names the theme colour (the same one).
    injectThemeColor: false,
  },
  injectManifest: {
    // The shell, the icons and the built code; portal-precache.ts then keeps, of the code, only what
    // the portal and its trip card load. The plugin adds the manifest itself (naming it here too would
    // list it twice, and workbox refuses to start). Not the brotli/gzip copies, nor the demo images.
    globPatterns: ['index.html', '*.{png,ico,svg}', 'assets/**/*.{js,css}'],
  },
};
