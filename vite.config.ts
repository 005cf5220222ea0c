import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig, loadEnv } from 'vite';
import { contentSecurityPolicy, headersFile } from './build/contentSecurityPolicy.ts';
import { precompileMessages } from './build/precompileMessages.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * A static host's rewrites (Netlify's and Cloudflare Pages' `_redirects`): the unsubscribe links
 * get their own page, every other path the app.
 */
const REDIRECTS = [
  '/phone-unsubs/*  /unsubscribe.html  200',
  '/email-unsubs/*  /unsubscribe.html  200',
  '/*  /index.html  200',
  '',
].join('\n');

/** After the build: every build carries a `_headers` file with its Content-Security-Policy. */
function finishOutput(policy: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'finish-output',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(resolve(outDir, '_headers'), headersFile(policy));
      writeFileSync(resolve(outDir, '_redirects'), REDIRECTS);
    },
  };
}

/**
 * The demo's local pages shown in frames (help, Zapier, scheduling, payment) run there with an opaque
 * origin (lib/frameSandbox.ts), so a read of their files from inside the frame (axe reading the
 * stylesheet, say) is cross-origin: these public static files allow it. `_headers` says the same
 * for a static host.
 */
const FRAMED_PAGES = /^\/(help|zapier|scheduling|payment)\//;

function framedPagesReadable(): Plugin {
  // Returns nothing: a function returned from these hooks would be run as a late middleware.
  const allow = (server: { middlewares: { use: (handler: never) => void } }): void => {
    server.middlewares.use(((
      request: { url?: string },
      response: { setHeader: (name: string, value: string) => void },
      next: () => void,
    ) => {
      if (FRAMED_PAGES.test(request.url ?? ''))
        response.setHeader('Access-Control-Allow-Origin', '*');
      next();
    }) as never);
  };
  return { name: 'framed-pages-readable', configureServer: allow, configurePreviewServer: allow };
}

/**
 * The unsubscribe links open a page of their own (unsubscribe.html, src/unsubscribe.ts: no React,
 * for recipients' phones): the dev and preview servers serve it for their paths, as `_redirects`
 * tells a static host (finishOutput).
 */
const UNSUBSCRIBE_LINK = /^\/(phone|email)-unsubs\/[^/?#]+\/?(\?|$)/;

function unsubscribePage(): Plugin {
  // Returns nothing: a function returned from these hooks would be run as a late middleware.
  const serve = (server: { middlewares: { use: (handler: never) => void } }): void => {
    server.middlewares.use(((request: { url?: string }, _response: unknown, next: () => void) => {
      if (UNSUBSCRIBE_LINK.test(request.url ?? '')) request.url = '/unsubscribe.html';
      next();
    }) as never);
  };
  return { name: 'unsubscribe-page', configureServer: serve, configurePreviewServer: serve };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const policy = contentSecurityPolicy(env);
  return {
    plugins: [
      react(),
      precompileMessages(),
      finishOutput(policy),
      framedPagesReadable(),
      unsubscribePage(),
    ],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    // The preview server sends the production policy; the dev server cannot (HMR injects inline code).
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
      headers: { 'Content-Security-Policy': policy },
    },
    // Module workers: the demo backend's worker loads pdf-lib and the geo files on first use. Its
    // files are named demo-backend-worker-*, so size budgets leave them out with the page's side.
    worker: {
      format: 'es' as const,
      rolldownOptions: {
        output: {
          entryFileNames: (chunk: { name: string }) =>
            chunk.name.startsWith('backend.worker')
              ? 'assets/demo-backend-worker-[hash].js'
              : 'assets/[name]-[hash].js',
          // Only the backend's worker splits (the CSV validation worker is one file).
          chunkFileNames: 'assets/demo-backend-worker-[name]-[hash].js',
        },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      rollupOptions: {
        input: {
          // Named index: the app's entry chunk stays index-*.js (the bench finds it by that name).
          index: resolve(import.meta.dirname, 'index.html'),
          unsubscribe: resolve(import.meta.dirname, 'unsubscribe.html'),
        },
        output: {
          // The demo's mock backend gets a chunk of its own, so size budgets can leave it out.
          codeSplitting: {
            groups: [
              {
                name: 'demo-backend',
                // The page's side of the mock backend: the fetch that forwards calls to the
                // backend's worker (a separate bundle, with msw), the demo accounts and the saved
                // database. Shared modules (zod, the config) stay where the app has them: pulling
                // dependencies in would make the app's entry import this chunk.
                test: /[\\/]src[\\/]mocks[\\/]/,
                includeDependenciesRecursively: false,
              },
              {
                // The libraries every page runs on, in one chunk: left to itself the bundler cut
                // them into a dozen small chunks once the entry's modules were shared with enough
                // lazy pages, each compressing on its own (about 4 KB more on /signin).
                name: 'framework',
                // With what they import (libraries too: tslib, the Babel helpers), so the chunk
                // imports nothing from the entry and the two cannot wait on each other.
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat|@reduxjs|redux|redux-saga|@redux-saga|immer|reselect|use-sync-external-store)[\\/]/,
              },
              {
                // The libraries only the card Design Studio uses, in one chunk that only its route
                // loads (the bench checks that no other route does); the editor's own code is its
                // page's chunk. Libraries only: a group that takes app modules out of their import
                // order can run them before what they import.
                name: 'card-editor',
                test: /[\\/]node_modules[\\/](konva|react-konva|react-reconciler|its-fine|lean-qr)[\\/]/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
