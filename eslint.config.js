import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  appToastSyntax,
  importBoundaries,
  restrictedGlobals,
  restrictedPackages,
} from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
      '.bench',
      'reports',
      '.probe',
    ],
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Features add their slices to StoreState by declaration merging (`extends WithSlice<…> {}`).
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  ...restrictedPackages,
  ...restrictedGlobals,
  {
    // Toasts come from the store's notices, shown by src/app/providers (see eslint.boundaries.js).
    files: ['src/**'],
    ignores: ['src/app/providers/**'],
    rules: { 'no-restricted-syntax': ['error', ...appToastSyntax] },
  },
  {
    files: ['src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: importBoundaries, basePath: import.meta.dirname },
      ],
      // Type-only imports are erased at build time, so they cannot form a cycle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A feature's harness records (harness/failureWording.ts, harness/contractSamples.ts) are
    // test code kept beside the feature: no app code imports them and no build contains them,
    // and they read endpoints and the mock database as the tests do.
    files: ['src/features/**/harness/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // One look (issue 25): feature code draws its controls with antd or with the app's light
    // controls (src/components/controls), never a raw element that would look like neither.
    // This block replaces the one above's no-restricted-syntax here, so it repeats its selectors.
    files: ['src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea|button)$/]',
          message:
            'Use antd or a light control from src/components/controls (TextInput, TextArea, NativeSelect, Choice, ColourInput, FileInput, PlainButton, FormField), not a raw <{{name}}>.',
        },
        ...appToastSyntax,
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
