/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server the dev server proxies to (make run serves on :4242).
const backend = process.env.FLAGSTONE_URL ?? 'http://127.0.0.1:4242';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's Content-Security-Policy admits no inline script: no polyfill snippet.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        playground: resolve(import.meta.dirname, 'playground.html'),
      },
    },
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/auth': backend,
      '/logout': backend,
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
