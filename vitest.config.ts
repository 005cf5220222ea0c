import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/features/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      pool: 'threads',
      maxWorkers: 2,
    },
  }),
);
