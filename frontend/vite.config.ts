import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import wasm from 'vite-plugin-wasm';
import { fileURLToPath } from 'node:url';

const pkgBrowser = fileURLToPath(new URL('../pkg/clinic_core.js', import.meta.url));
const pkgNode = fileURLToPath(new URL('../pkg-node/clinic_core.js', import.meta.url));
// The article search is its own WASM build, loaded only by /articles (src/lib/core.ts `loadSearch`).
const pkgSearch = fileURLToPath(new URL('../pkg-search/clinic_core.js', import.meta.url));
// The form rules are a separate, lazily loaded build in the browser (lib/core.ts loadForms()).
const pkgFormsBrowser = fileURLToPath(new URL('../pkg-forms/clinic_core.js', import.meta.url));

// The client bundles the wasm-pack "bundler" build; the SSR build (prerender) and Vitest load the
// "nodejs" build natively, so `clinic-core-pkg` is aliased per target and kept external for Node.
export default defineConfig(({ isSsrBuild, mode }) => {
  const node = isSsrBuild || mode === 'test';
  return {
    plugins: [react(), tailwindcss(), ...(node ? [] : [wasm()])],
    resolve: {
      alias: {
        'clinic-core-pkg': node ? pkgNode : pkgBrowser,
        'clinic-core-forms': node ? pkgNode : pkgFormsBrowser,
        'clinic-core-search': node ? pkgNode : pkgSearch,
        // The dashboard's build aliases the browser's (vite.dashboard.config.ts); Vitest reads Node's.
        'clinic-core-claims': pkgNode,
      },
    },
    build: isSsrBuild
      ? { target: 'node20', rollupOptions: { external: [pkgNode] }, copyPublicDir: false }
      : {
          target: 'es2022',
          manifest: true,
          modulePreload: {
            polyfill: false,
            // A page's chunk and everything it imports are already requested by boot.js, from the list the
            // prerender writes into the page (scripts/prerender/assets.mjs): the entry need not carry each
            // page's dependency list to preload them again (1 KB of every page's first download).
            resolveDependencies: (file, deps) => (/^assets\/[A-Za-z]+Page-[\w-]+\.js$/.test(file) ? [] : deps),
          },
          rollupOptions: { input: 'src/entry-client.tsx' },
        },
    ssr: { noExternal: true, external: [pkgNode] },
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs'],
      environment: 'node',
    },
  };
});
