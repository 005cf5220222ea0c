import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import EnvironmentSequencer from './tests/environmentSequencer.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // JSX for React's production runtime: tests/reactProduction.ts loads the production build.
    oxc: { jsx: { development: false } },
    test: {
      globals: true,
      environment: 'jsdom',
      // reactProduction first: React's build is chosen when React is first loaded.
      // setupEnvironment next: Node-environment files need a location before the app's config loads.
      // keptStyleCache: antd's generated styles outlive the screen that made them (see the file).
      setupFiles: [
        './tests/reactProduction.ts',
        './tests/keptStyleCache.ts',
        './tests/setupEnvironment.ts',
        './tests/setup.ts',
      ],
      include: [
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/features/**/*.test.{ts,tsx}',
        'tests/scripts/**/*.test.ts',
      ],
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      pool: 'threads',
      maxWorkers: 2,
      // Files share a worker's module cache: antd, the app and the mock backend load once per worker
      // rather than once per file (~25 s of a 90 s run). Nothing here relies on fresh module state:
      // tests/setup.ts resets the database, handlers, storage and DOM around every test, each test
      // builds its own store, and no file uses vi.mock.
      isolate: false,
      // jsdom files first, then Node ones: a worker is reused only between files of one environment.
      sequence: { sequencer: EnvironmentSequencer },
    },
  }),
);
