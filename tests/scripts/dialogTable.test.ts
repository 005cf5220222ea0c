// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALOGS, EXCLUDED_FILES } from '../e2e/dialogTable';

/**
 * The guard of tests/e2e/dialogTable.ts: every file under src/ that renders an overlay (an antd
 * Modal, Drawer, Popconfirm or Dropdown, a modal.confirm, or the app's FormModal, ConfirmDelete,
 * ConfirmDeleteDialog, FrameModal or the template editors' EditorDrawer) is named by an entry of the table, which the e2e spec
 * a11yDialogs.spec.ts opens and scans, or by an exclusion with its reason. A new dialog that
 * joins neither fails here, by its file.
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

describe('the dialog table (tests/e2e/dialogTable.ts)', () => {
  it('finds the overlays it guards', () => {
    // The scan itself must work: these render overlays today.
    expect(overlayFiles).toEqual(
      expect.arrayContaining([
        'src/components/FormModal.tsx',
        'src/features/templates/components/library/TemplateActionsMenu.tsx',
        'src/features/templates/components/editor/EditorDrawer.tsx',
      ]),
    );
  });

  it('has an entry (or a reasoned exclusion) for every file that renders a dialog, drawer or popover', () => {
    const forgotten = overlayFiles.filter(
      (file) => !tableFiles.has(file) && !(file in EXCLUDED_FILES),
    );
    expect(
      forgotten,
      `these files render a Modal, Drawer, Popconfirm, Dropdown, modal.confirm, FormModal, ConfirmDelete or FrameModal, but no entry of tests/e2e/dialogTable.ts opens them (add an entry, or an exclusion with its reason):\n${forgotten.join('\n')}`,
    ).toEqual([]);
  });

  it('names only files that exist and still render an overlay', () => {
    const named = [...tableFiles, ...Object.keys(EXCLUDED_FILES)];
    const stale = named.filter((file) => !overlayFiles.includes(file));
    expect(stale, 'files of the table or its exclusions that render no overlay').toEqual([]);
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
