import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig, loadEnv } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const API_BASE_VARIABLES = [
  'VITE_API_MAIN_URL',
  'VITE_API_OLDER_URL',
  'VITE_API_NEWER_URL',
  'VITE_API_ORDERS_URL',
  'VITE_API_COMMERCE_URL',
];

/** A connected build (API bases configured) ships no part of the mock backend, its worker included. */
function dropMockWorkerWhenConnected(connected: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker-when-connected',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (connected) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const connected = API_BASE_VARIABLES.some((name) => (env[name] ?? '').trim() !== '');
  return {
    plugins: [react(), dropMockWorkerWhenConnected(connected)],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
  };
});
