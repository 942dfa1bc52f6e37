import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadChunkGroups } from './src/bundling/first-load-chunks';
import { portalPrecache } from './src/pwa/portal-precache';
import { pwaOptions } from './src/pwa/pwa-options';
import { spanishWebAppManifest } from './src/pwa/spanish-manifest';

/** In development the gateway (which serves /api and /media in production) runs on 8080. */
const gatewayOrigin = 'http://localhost:8080';

/**
 * src/features/landing/landing-stylesheets.ts imports the landing components' CSS modules so that
 * their rules join the entry's stylesheet although most of their code loads lazily: the
 * server-rendered page then paints styled before that code arrives. Vite marks CSS modules free
 * of side effects, so an import of one whose class names go unused would be dropped; these are kept.
 */
const landingStylesInEntry: Plugin = {
  name: 'trek:landing-styles-in-entry',
  enforce: 'post',
  transform(_code, id) {
    return /\/src\/features\/landing\/components\/.+\.module\.css$/.test(id) ? { moduleSideEffects: 'no-treeshake' } : null;
  },
};

/**
 * The installable app: its manifest (and a Spanish copy) and the service worker, whose precache
 * holds only the portal's and the trip card's code, not every chunk.
 */
function installablePortal() {
  const precache = portalPrecache();
  return [
    precache.plugin,
    VitePWA({ ...pwaOptions, injectManifest: { ...pwaOptions.injectManifest, manifestTransforms: [precache.manifestTransform] } }),
    spanishWebAppManifest(),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text asset next to it, for the gateway to send instead.
  plugins: [react(), ...(isSsrBuild ? [] : [landingStylesInEntry, compression({ algorithms: ['brotliCompress', 'gzip'] }), ...installablePortal()])],
  resolve: {
    // Workspace packages are read from their TypeScript sources, so no build of them is needed.
    conditions: ['@trek/source', ...defaultClientConditions],
  },
  // The server render (`build:server`) is one self-contained module for the gateway to import:
  // every dependency is bundled, so the gateway needs none of the web app's packages.
  ssr: { noExternal: true, resolve: { conditions: ['@trek/source'] } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gatewayOrigin, changeOrigin: true },
      '/media': { target: gatewayOrigin, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        // dist/.vite/manifest.json: the chunk graph, read by the test that keeps dashboards off the
        // landing page and by the gateway, which links a server-rendered page's scripts from it.
        manifest: true,
        // src/boot.ts: what a server-rendered page loads first, the page's entry once it has painted
        // (src/landing.tsx on /, the app's elsewhere).
        rolldownOptions: {
          input: { main: 'index.html', boot: 'src/boot.ts', landing: 'src/landing.tsx' },
          output: { codeSplitting: firstLoadChunkGroups(fileURLToPath(new URL('.', import.meta.url))) },
        },
      },
}));
