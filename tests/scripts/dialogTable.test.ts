// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALOGS, DIALOG_HARNESSES, EXCLUDED_FILES, dialogHarnessOf } from '../e2e/dialogTable';

/**
 * The guard of the dialog entries (src/features/<feature>/harness/e2e/dialogs.ts, gathered by
 * tests/e2e/dialogTable.ts): every file under src/ that renders an overlay (an antd Modal, Drawer,
 * Popconfirm or Dropdown, a modal.confirm, or the app's FormModal, ConfirmDelete,
 * ConfirmDeleteDialog, FrameModal or the template editors' EditorDrawer) is named by an entry,
 * which the e2e spec a11yDialogs.spec.ts opens and scans, or by an exclusion with its reason. A new
 * dialog that joins neither fails here, by its file and the harness file to declare it in.
 */
const root = path.resolve(import.meta.dirname, '../..');

/**
 * JSX of the overlay components (also <Dropdown.Button>, <FormModal<Values>>) and the native
 * <dialog> element, in .tsx/.jsx.
 */
const OVERLAY_JSX =
  /<(Modal|Drawer|Popconfirm|Dropdown|FormModal|ConfirmDelete|ConfirmDeleteDialog|FrameModal|EditorDrawer|dialog)\b/;
/** The imperative dialogs, static or from Modal.useModal / App.useApp, in any source file. */
const OVERLAY_CALL = /\b[Mm]odal\.(confirm|info|success|error|warning|warn)\s*\(/;

/** The source without its comments, so a comment that names a Modal does not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [relative] : [];
  });
}

const rendersOverlay = (file: string) => {
  const source = withoutComments(readFileSync(path.join(root, file), 'utf8'));
  // In .ts files `<Modal extends ...>` is a type parameter, not JSX.
  return (/x$/.test(file) && OVERLAY_JSX.test(source)) || OVERLAY_CALL.test(source);
};

const overlayFiles = sourceFiles('src').filter(rendersOverlay);

const tableFiles = new Set(DIALOGS.flatMap((entry) => entry.files));

/** The feature whose folder holds the file, if any. */
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Where an overlay's entry belongs: its feature's harness file; for a shared component, the
 * harness file of the feature whose screen opens it (a shell overlay, scanned by a11y.spec.ts,
 * may instead join the shared exclusions of tests/e2e/dialogTable.ts).
 */
function whereToDeclare(file: string): string {
  const feature = featureOf(file);
  if (feature) return dialogHarnessOf(feature);
  const shared =
    'the harness/e2e/dialogs.ts of the feature that opens it (src/features/<feature>/harness/e2e/dialogs.ts)';
  return file.startsWith('src/app/')
    ? `${shared}, or, for a shell overlay scanned by a11y.spec.ts, the shared exclusions of tests/e2e/dialogTable.ts`
    : shared;
}

describe('the dialog entries (src/features/*/harness/e2e/dialogs.ts)', () => {
  it('finds the overlays it guards and the features that declare them', () => {
    // The scan itself must work: these render overlays today.
    expect(overlayFiles).toEqual(
      expect.arrayContaining([
        'src/components/FormModal.tsx',
        'src/features/templates/components/library/TemplateActionsDropdown.tsx',
        'src/features/templates/components/editor/EditorDrawer.tsx',
      ]),
    );
    expect(DIALOG_HARNESSES.map((harness) => harness.feature)).toEqual(
      expect.arrayContaining(['billing', 'catalog', 'contacts', 'templates']),
    );
    for (const harness of DIALOG_HARNESSES)
      expect(harness.dialogs.length, harness.file).toBeGreaterThan(0);
  });

  it('has an entry (or a reasoned exclusion) for every file that renders a dialog, drawer or popover', () => {
    const forgotten = overlayFiles.filter(
      (file) => !tableFiles.has(file) && !(file in EXCLUDED_FILES),
    );
    expect(
      forgotten,
      `these files render a Modal, Drawer, Popconfirm, Dropdown, modal.confirm, FormModal, ConfirmDelete or FrameModal, but no dialog entry opens them: add an entry (or an exclusion with its reason) to the file named after each\n${forgotten.map((file) => `${file}  ->  ${whereToDeclare(file)}`).join('\n')}`,
    ).toEqual([]);
  });

  it('names only files that exist and still render an overlay', () => {
    const named = [...tableFiles, ...Object.keys(EXCLUDED_FILES)];
    const stale = named.filter((file) => !overlayFiles.includes(file));
    expect(stale, 'files of the entries or the exclusions that render no overlay').toEqual([]);
  });

  it('keeps each feature to its own files and the shared components its screens open', () => {
    const strays = DIALOG_HARNESSES.flatMap((harness) => [
      ...harness.dialogs.flatMap((entry) =>
        entry.files
          .filter(
            (file) => featureOf(file) !== harness.feature && !file.startsWith('src/components/'),
          )
          .map((file) => `${harness.file}: ${entry.name}: ${file}`),
      ),
      ...Object.keys(harness.excluded)
        .filter((file) => featureOf(file) !== harness.feature)
        .map((file) => `${harness.file}: excluded ${file}`),
    ]);
    expect(
      strays,
      "entries or exclusions naming another feature's files (move them there)",
    ).toEqual([]);
  });

  it('gives every entry a unique name, an account, a dashboard URL and its files', () => {
    const names = DIALOGS.map((entry) => entry.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const entry of DIALOGS) {
      expect(['admin', 'market', 'studio'], entry.name).toContain(entry.account);
      expect(entry.url, entry.name).toMatch(/^\/dashboard(\/|$)/);
      expect(entry.files.length, entry.name).toBeGreaterThan(0);
    }
  });
});
