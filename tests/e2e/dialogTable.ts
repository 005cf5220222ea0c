import { existsSync, readdirSync } from 'node:fs';
import type { DialogAccount, DialogEntry, FeatureDialogs } from './dialogKit';

export type { DialogAccount, DialogEntry, DialogState } from './dialogKit';

/**
 * Every feature dialog, drawer, menu and popover of the built screens, gathered from the features'
 * own declarations (src/features/<feature>/harness/e2e/dialogs.ts, written with
 * tests/e2e/dialogKit.ts), as tests/e2e/failureWording.ts gathers harness/failureWording.ts
 * (Playwright has no glob of its own). tests/e2e/a11yDialogs.spec.ts opens each one and runs axe
 * over it, and tests/scripts/dialogTable.test.ts fails naming any file under src/ that renders a
 * Modal, Drawer, Popconfirm, Dropdown, modal.confirm, FormModal, ConfirmDelete or FrameModal and
 * that no entry (nor an exclusion) covers, with the harness file to add it to.
 *
 * Like the kit and the features' files, this module loads in Node without Playwright running (the
 * guard imports it).
 */

/** One feature's dialog declarations, as its harness file exports them. */
export interface DialogHarness {
  feature: string;
  /** The harness file, from the repository's root. */
  file: string;
  dialogs: readonly DialogEntry[];
  excluded: Readonly<Record<string, string>>;
}

/** Where a feature declares its dialogs, from the repository's root. */
export const dialogHarnessOf = (feature: string) =>
  `src/features/${feature}/harness/e2e/dialogs.ts`;

const features = new URL('../../src/features/', import.meta.url);
const harnessUrl = (feature: string) => new URL(`${feature}/harness/e2e/dialogs.ts`, features);

/** The features that declare dialogs, in the order of their folders' names. */
export const DIALOG_HARNESSES: readonly DialogHarness[] = await Promise.all(
  readdirSync(features)
    .sort()
    .filter((feature) => existsSync(harnessUrl(feature)))
    .map(async (feature) => {
      const declared = (await import(harnessUrl(feature).href)) as FeatureDialogs;
      return {
        feature,
        file: dialogHarnessOf(feature),
        dialogs: declared.DIALOGS,
        excluded: declared.EXCLUDED_FILES ?? {},
      };
    }),
);

/**
 * Files outside the features that render an overlay yet need no entry of their own, each with its
 * reason. The shell's overlays are scanned by tests/e2e/a11y.spec.ts ("axe: overlays"); the
 * generic wrappers are scanned through every feature dialog that uses them.
 */
const SHARED_EXCLUDED_FILES: Readonly<Record<string, string>> = {
  // Shell overlays, scanned in a11y.spec.ts.
  'src/app/layout/DashboardLayout.tsx': 'mounts the shell modals and frames (a11y.spec.ts)',
  'src/app/layout/FrameModal.tsx': 'the Zapier and Help frames (a11y.spec.ts, shell modals)',
  'src/app/layout/ShellModals.tsx': 'the top bar and sidebar modals (a11y.spec.ts, shell modals)',
  'src/app/layout/SettingsDrawer.tsx': 'the settings drawer (a11y.spec.ts, settings drawer)',
  // Generic wrappers, scanned inside each dialog built on them.
  'src/components/FormModal.tsx': 'the form dialog every FormModal entry opens',
  'src/components/ConfirmDelete.tsx': 'the delete popover every ConfirmDelete entry opens',
  'src/components/ConfirmDeleteDialog.tsx': 'the delete dialog of the contact list entries',
};

/** The shared exclusions and every feature's own. */
export const EXCLUDED_FILES: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(SHARED_EXCLUDED_FILES),
  ...DIALOG_HARNESSES.flatMap((harness) => Object.entries(harness.excluded)),
]);

/** Every entry, feature by feature, each feature's in the order it declares them. */
export const DIALOGS: readonly DialogEntry[] = DIALOG_HARNESSES.flatMap(
  (harness) => harness.dialogs,
);

/** The entries of one account, in table order (one signed-in page runs them all). */
export function dialogsOf(account: DialogAccount): DialogEntry[] {
  return DIALOGS.filter((entry) => entry.account === account);
}
