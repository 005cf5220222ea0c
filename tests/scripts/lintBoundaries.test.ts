// Runs in the jsdom environment of the whole suite (tests/setup.ts needs it); it only uses Node APIs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proof that the import rules of eslint.config.js (and its raw fetch rule) fire: each case lints a
 * deliberate violation at a realistic path with the project's own config. Type information is
 * switched off (the boundary rules do not use it) and only the boundary rules run, so one instance
 * lints every case quickly.
 */
const root = path.resolve(import.meta.dirname, '../..');
const boundaryRules = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-globals',
];

const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => boundaryRules.includes(ruleId),
});

/** The rules that fire on `code` if it were the file at `filePath` (relative to the repository). */
async function rulesFiredOn(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature’s internals',
      'src/features/templates/components/Probe.tsx',
      "import { selectAllCategories } from '../../catalog/slice';",
      'import-x/no-restricted-paths',
    ],
    [
      'the app importing a feature’s internals',
      'src/app/layout/Probe.tsx',
      "import { contactsSlice } from '../../features/contacts/slice';",
      'import-x/no-restricted-paths',
    ],
    [
      'axios in a feature',
      'src/features/contacts/probe.ts',
      "import axios from 'axios';",
      'no-restricted-imports',
    ],
    [
      'axios in the state layer',
      'src/state/probe.ts',
      "import axios from 'axios';",
      'no-restricted-imports',
    ],
    [
      'msw outside the mock backend',
      'src/features/contacts/probe.ts',
      "import { http } from 'msw';",
      'no-restricted-imports',
    ],
    [
      'lib importing the state layer',
      'src/lib/probe.ts',
      "import { sessionSlice } from '../state/session';",
      'import-x/no-restricted-paths',
    ],
    [
      'a shared component importing src/app',
      'src/components/Probe.tsx',
      "import { makeStore } from '../app/store';",
      'import-x/no-restricted-paths',
    ],
    [
      'the state layer importing a feature',
      'src/state/probe.ts',
      "import { authSlice } from '../features/auth';",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing the mock backend',
      'src/features/contacts/probe.ts',
      "import { server } from '../../mocks/node';",
      'import-x/no-restricted-paths',
    ],
    [
      'the mock backend importing a feature’s state',
      'src/mocks/probe.ts',
      "import { contactsSlice } from '../features/contacts/slice';",
      'import-x/no-restricted-paths',
    ],
    [
      'a mock domain importing another mock domain’s internals',
      'src/mocks/orders/probe.ts',
      "import { recordVerification } from '../contacts/verification';",
      'import-x/no-restricted-paths',
    ],
    [
      'react-toastify outside the providers',
      'src/features/contacts/probe.ts',
      "import { toast } from 'react-toastify';",
      'no-restricted-imports',
    ],
    [
      'antd’s message outside the providers',
      'src/components/Probe.tsx',
      "import { message } from 'antd';",
      'no-restricted-imports',
    ],
    [
      'raw fetch outside src/api',
      'src/features/cardEditor/export/probe.ts',
      "export const font = fetch('/font.woff2');",
      'no-restricted-globals',
    ],
    [
      'window.fetch outside src/api',
      'src/app/probe.ts',
      "export const version = window.fetch('/version.json');",
      'no-restricted-globals',
    ],
  ])('rejects %s', async (_case, filePath, code, rule) => {
    expect(await rulesFiredOn(filePath, code)).toEqual([rule]);
  });

  it.each([
    [
      'a feature importing another feature through its index.ts',
      'src/features/templates/components/Probe.tsx',
      "import { selectAllCategories } from '../../catalog';",
    ],
    [
      'the app importing a feature through its index.ts',
      'src/app/layout/Probe.tsx',
      "import { selectProfile } from '../../features/auth';",
    ],
    ['axios in the api layer', 'src/api/probe.ts', "import axios from 'axios';"],
    [
      'the mock backend reading a feature’s endpoints',
      'src/mocks/probe.ts',
      "import { listCategoriesEndpoint } from '../features/catalog/api';",
    ],
    [
      'a mock domain importing another through its index.ts',
      'src/mocks/orders/probe.ts',
      "import { recordVerification } from '../contacts';",
    ],
    [
      'handlers.ts, which assembles the mock backend, taking a domain’s handler list',
      'src/mocks/handlers.ts',
      "import { failedAddressHandlers } from './contacts/failedAddressHandlers';",
    ],
    [
      'the toast host using react-toastify',
      'src/app/providers/ToastHost.tsx',
      "import { toast } from 'react-toastify';",
    ],
    [
      'antd components other than message and notification',
      'src/components/Probe.tsx',
      "import { Button } from 'antd';",
    ],
    ['fetch in src/api', 'src/api/probe.ts', "export const file = fetch('/version.json');"],
    [
      'fetch in the mock backend, the API’s stand-in',
      'src/mocks/worker/probe.ts',
      'export const passOn = (request: Request) => fetch(request);',
    ],
    [
      'fetch as a type outside src/api',
      'src/features/contacts/probe.ts',
      'export type Transport = typeof fetch;',
    ],
    [
      'a feature using the shared layers',
      'src/features/contacts/probe.ts',
      "import { useAppSelector } from '../../state/hooks';\nimport { formatMoney } from '../../lib/money';",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await rulesFiredOn(filePath, code)).toEqual([]);
  });

  describe('cycles', () => {
    // no-cycle follows imports on disk, so the two modules of the cycle are real (temporary) files.
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(path.join(root, 'src/lib/cycle-proof-'));
      writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      writeFileSync(
        path.join(folder, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('rejects an import cycle between two modules', async () => {
      const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    });

    it('allows a type-only import back, which the build erases', async () => {
      writeFileSync(
        path.join(folder, 'second.ts'),
        "import type { first } from './first';\nexport const second = (f: typeof first) => f;\n",
      );
      const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
      expect(result?.messages).toEqual([]);
    });
  });
});

/** The syntax rules (no-restricted-syntax) that fire on `code` at `filePath`. */
const syntaxRules = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});
const fired = async (filePath: string, code: string) => {
  const [result] = await syntaxRules.lintText(`${code}\n`, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('one look', () => {
  it.each(['input', 'select', 'textarea', 'button'])(
    'rejects a raw <%s> in feature code, the card editor included',
    async (element) => {
      for (const folder of ['src/features/campaigns/components', 'src/features/cardEditor/canvas'])
        expect(
          await fired(
            `${folder}/Probe.tsx`,
            `export const Probe = () => <${element} aria-label="x" />;`,
          ),
        ).toContain('no-restricted-syntax');
    },
  );

  it('lets the light controls themselves draw them', async () => {
    expect(
      await fired('src/components/controls/Probe.tsx', 'export const Probe = () => <input />;'),
    ).toEqual([]);
  });
});

describe('toasts', () => {
  it('rejects antd’s App.useApp() message and notification outside src/app/providers', async () => {
    for (const code of [
      'export const useToast = () => { const { message } = App.useApp(); return message; };',
      'export const useToast = () => App.useApp().notification;',
    ])
      for (const file of ['src/features/contacts/probe.tsx', 'src/components/probe.ts'])
        expect(await fired(file, `import { App } from 'antd';\n${code}`)).toEqual([
          'no-restricted-syntax',
        ]);
    expect(
      await fired(
        'src/app/providers/Probe.tsx',
        "import { App } from 'antd';\nexport const useToast = () => App.useApp().message;",
      ),
    ).toEqual([]);
  });
});
