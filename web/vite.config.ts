import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** In development the gateway (which serves /api and /media in production) runs on 8080. */
const gatewayOrigin = 'http://localhost:8080';

export default defineConfig({
  // Brotli and gzip copies of every text asset next to it, for the gateway to send instead.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: {
    // Workspace packages are read from their TypeScript sources, so no build of them is needed.
    conditions: ['@trek/source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gatewayOrigin, changeOrigin: true },
      '/media': { target: gatewayOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
  },
});
