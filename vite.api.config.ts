import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The local API server's bundle (npm run api:local): the mock backend's handlers built for Node,
 * so scripts/api-local/server.mjs can serve them over HTTP. Everything is bundled: a few modules
 * the handlers reach (styled-components among them) are CommonJS that Node's ESM loader reads
 * differently from the bundler.
 */
export default defineConfig({
  // The app's public files are the app's, not the API's.
  publicDir: false,
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/mocks/http/backend.ts',
    outDir: 'dist-api',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: {
      output: { entryFileNames: 'backend.mjs' },
      // antd's "use client" markers mean nothing on a server.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
