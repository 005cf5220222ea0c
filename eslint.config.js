import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'test-results', 'playwright-report', '.bench', 'reports'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Imports flow one way: app -> features -> shared layers (ARCHITECTURE.md).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['axios'], message: 'Only src/api may use axios; call endpoints through callEndpoint.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/features/**', 'src/components/**', 'src/lib/**', 'src/api/**', 'src/config/**', 'src/state/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*', '**/app'], message: 'Features and shared layers must not import from src/app.' },
            { group: ['**/mocks/*'], message: 'The mock backend is loaded only by main.tsx in demo mode.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*', '**/app/*', '**/state/*', '**/api/*'], message: 'lib is pure.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
