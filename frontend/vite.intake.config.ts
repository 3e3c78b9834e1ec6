import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';
import { fileURLToPath } from 'node:url';

const pkgForms = fileURLToPath(new URL('../pkg-forms/clinic_core.js', import.meta.url));

// The health questions' page (/forms/intake) is rendered by the server, not prerendered; its small
// script is a build of its own into the same dist/, run after the prerender (which removes dist/.vite):
// `assets/intake-*.js` with immutable caching like every hashed asset, and the forms WASM under the
// same name as the public build's (identical bytes, one cached file). The server finds the entry's
// hashed name in `.vite/intake-manifest.json` (routes/intake/page.rs; docs/decisions.md).
export default defineConfig({
  plugins: [wasm()],
  resolve: { alias: { 'clinic-core-forms': pkgForms } },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: { polyfill: false },
    manifest: '.vite/intake-manifest.json',
    rollupOptions: {
      input: fileURLToPath(new URL('./src/intake/main.ts', import.meta.url)),
      output: {
        entryFileNames: 'assets/intake-[hash].js',
        chunkFileNames: 'assets/intake-[name]-[hash].js',
      },
    },
  },
});
