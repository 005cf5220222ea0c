/**
 * The layer rules of ARCHITECTURE.md as lint rules: app -> features -> components, state, api, lib,
 * config (and i18n, theme). tests/scripts/lintBoundaries.test.ts proves that each one fires.
 */
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedLayers = ['components', 'state', 'api', 'lib', 'config', 'i18n', 'theme'].map(
  (layer) => `src/${layer}/**`,
);
const belowApp = ['src/features/**', ...sharedLayers];

// import-x matches a glob zone's exceptions against absolute paths as written, hence the leading **.
const publicFace = '**/src/features/*/index.ts';

/**
 * The mock backend's domains: its top-level folders but the shared ones (kit: the handlers' tools;
 * worker and http: what runs the backend in a worker or behind the local API server).
 */
const mockShared = ['kit', 'worker', 'http'];
const mockDomains = readdirSync(new URL('./src/mocks', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !mockShared.includes(entry.name))
  .map((entry) => entry.name);

/** Zones for `import-x/no-restricted-paths`: files matching `target` may not import from `from`. */
export const importBoundaries = [
  ...features.map((feature) => ({
    target: `src/features/${feature}/**`,
    from: features.filter((other) => other !== feature).map((other) => `src/features/${other}/**`),
    except: [publicFace],
    message: 'A feature imports another feature only through its index.ts.',
  })),
  {
    target: 'src/app/**',
    from: 'src/features/**',
    // The route table takes each feature's routes.ts directly, so that a route does not pull the
    // feature's slice and sagas into the first load; pages and modals are the screens the app shell
    // loads lazily (the first-load budget check, not lint, sees whether an import is lazy).
    except: [
      publicFace,
      '**/src/features/*/routes.ts',
      '**/src/features/*/pages/**',
      '**/src/features/**/*Modal.tsx',
      // A feature's part of the shell, loaded lazily by it (the top bar's notification bell).
      '**/src/features/*/shell/**',
    ],
    message:
      'The app reaches a feature through its index.ts, its routes.ts, or a lazily loaded page, modal or shell part.',
  },
  {
    target: [...belowApp, 'src/mocks/**'],
    from: 'src/app/**',
    message: 'Nothing below src/app imports it.',
  },
  {
    target: ['src/app/**', ...belowApp],
    from: 'src/mocks/**',
    message:
      'The mock backend is loaded only by the entries (main.tsx, unsubscribe.ts) in demo mode (and by tests).',
  },
  {
    target: sharedLayers,
    from: 'src/features/**',
    message: 'Shared layers import no feature: move the shared piece down, or pass it in.',
  },
  {
    target: 'src/lib/**',
    from: sharedLayers.filter((layer) => layer !== 'src/lib/**'),
    message: 'lib is pure: it imports nothing from the app’s other layers.',
  },
  // A mock domain's index.ts is its face to the rest of the mock backend (other domains, kit,
  // worker, browser.ts...). Only the two files that assemble the backend take a domain's files
  // directly: handlers.ts its handler lists, registry.ts its record schemas and seeds. Faces load
  // no database, so they cannot offer handler lists (see any src/mocks/*/index.ts).
  ...mockDomains.map((domain) => ({
    target: [`src/mocks/!(${domain})/**`, 'src/mocks/!(handlers|registry).ts'],
    from: `src/mocks/${domain}/**`,
    except: ['**/src/mocks/*/index.ts'],
    message: `Import the ${domain} mock domain from its index.ts (src/mocks/${domain}), exporting there what you need; only handlers.ts and registry.ts reach into a domain.`,
  })),
  {
    // The mock backend serves the features' endpoints, so it may read their endpoint definitions,
    // schemas and plain domain modules, but none of the client's screens, state or side effects.
    target: 'src/mocks/**',
    from: [
      'src/features/**/*.tsx',
      'src/features/*/index.ts',
      'src/features/*/routes.ts',
      'src/features/**/register.ts',
      'src/features/**/*[sS]lice.ts',
      'src/features/**/*[sS]aga*.ts',
      'src/features/**/sagas/**',
    ],
    message: 'The mock backend may import a feature’s endpoints, schemas and plain modules only.',
  },
];

const axios = {
  group: ['axios', 'axios/*'],
  message: 'Only src/api may use axios; call endpoints through callEndpoint.',
};
const msw = { group: ['msw', 'msw/*'], message: 'Only the mock backend (src/mocks) may use msw.' };

/** Toasts have one host (src/app/providers/ToastHost.tsx), which shows the notices of the store. */
const noticeMessage =
  'Only src/app/providers shows toasts: raise a notice through the store instead (successRaised and the other actions of src/state/notices.ts).';
const toastPackages = [
  {
    group: ['react-toastify', 'react-toastify/*', 'antd/*/message', 'antd/*/notification'],
    message: noticeMessage,
  },
  { regex: '^antd$', importNames: ['message', 'notification'], message: noticeMessage },
];

/** antd's App.useApp() hands out the same message and notification (destructured or read). */
export const appToastSyntax = [
  {
    selector:
      "VariableDeclarator[init.callee.object.name='App'][init.callee.property.name='useApp'] > ObjectPattern > Property[key.name=/^(message|notification)$/]",
    message: noticeMessage,
  },
  {
    selector:
      "MemberExpression[object.callee.object.name='App'][object.callee.property.name='useApp'][property.name=/^(message|notification)$/]",
    message: noticeMessage,
  },
];

const banned = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Package bans for `no-restricted-imports`. A later config block that matches a file REPLACES an
 * earlier block's options for the same rule, so each block states the full list for its folders.
 */
export const restrictedPackages = [
  { rules: banned(axios) },
  { files: ['src/**'], rules: banned(axios, msw, ...toastPackages) },
  { files: ['src/api/**'], rules: banned(msw, ...toastPackages) },
  { files: ['src/mocks/**'], rules: banned(axios, ...toastPackages) },
  { files: ['src/app/providers/**'], rules: banned(axios, msw) },
];

/**
 * Raw fetch (`fetch`, `window.fetch`, `globalThis.fetch`, `self.fetch`) belongs to src/api, where
 * calls get their timeouts, error kinds and the demo's transport. The mock backend is left out: it
 * is not a client of the API but its stand-in, and its worker forwarder passes what it does not
 * answer to the browser's own fetch.
 */
export const restrictedGlobals = [
  {
    files: ['src/**'],
    ignores: ['src/api/**', 'src/mocks/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          globals: [
            {
              name: 'fetch',
              message:
                'Only src/api calls fetch: call an endpoint with callEndpoint, or get a file the app serves with fetchSameOriginFile (src/api).',
            },
          ],
          checkGlobalObject: true,
        },
      ],
    },
  },
];
