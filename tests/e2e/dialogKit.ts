import type { Locator, Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/messageIds';
import { allEnglish as en } from '../../src/i18n/allEnglish';

/**
 * What a feature's dialog entries are made of: the entry types, and the locators and steps the
 * entries of several features share. Each feature declares its dialogs, drawers and popovers in
 * src/features/<feature>/harness/e2e/dialogs.ts with these; tests/e2e/dialogTable.ts gathers
 * them for tests/e2e/a11yDialogs.spec.ts (axe) and its guard, tests/scripts/dialogTable.test.ts.
 *
 * This module must load in Node without Playwright running (the guard imports the entries): it
 * imports only Playwright's types, and drives the page with locators alone (no `expect`).
 */

/** The signed-in accounts that open feature dialogs (tests/e2e/fixtures.ts ACCOUNTS). */
export type DialogAccount = 'admin' | 'market' | 'studio';

/** A further state of an open dialog, scanned too (a select's popup, validation errors...). */
export interface DialogState {
  name: string;
  /** Reaches the state from the dialog as it opened (or from the previous state). */
  reach: (page: Page, dialog: Locator) => Promise<void>;
  /** The overlay to wait for, when the state opens one of its own (a select's popup). */
  shows?: (page: Page) => Locator;
  /** Leaves the state's own overlay (Escape by default when `shows` is set). */
  leave?: (page: Page, dialog: Locator) => Promise<void>;
  /**
   * Scanned in the default theme only: validation errors are drawn in the error red, which no
   * theme changes (the dialog around them is scanned in every theme).
   */
  defaultThemeOnly?: true;
}

export interface DialogEntry {
  /** Names the entry in the test report. */
  name: string;
  /** The component file(s) under src/ that render this overlay. */
  files: readonly string[];
  account: DialogAccount;
  /** The screen the overlay opens from; reached by an in-app move, not a reload. */
  url: string;
  /** The steps that open it, from that screen. */
  open: (page: Page) => Promise<void>;
  /** The open overlay. */
  dialog: (page: Page) => Locator;
  /** More states of the open overlay to scan, in order. */
  states?: readonly DialogState[];
  /**
   * Closes it without doing anything the next entry depends on (Cancel, No, Keep editing).
   * Escape by default.
   */
  close?: (page: Page, dialog: Locator) => Promise<void>;
  /** Set when the demo cannot open it: the entry is listed, and skipped with this reason. */
  skipReason?: string;
}

/**
 * What a feature's harness/e2e/dialogs.ts exports: its entries, and the files of the feature that
 * render an overlay yet need no entry of their own, each with its reason.
 */
export interface FeatureDialogs {
  DIALOGS: readonly DialogEntry[];
  EXCLUDED_FILES?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------
// Locators and steps shared by the entries.

/** The first of the main content's buttons named by a message with a {name} placeholder. */
export const firstInMain = (page: Page, id: MessageId) =>
  page
    .getByRole('main')
    .getByRole('button', { name: messagePattern(id) })
    .first();

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with its placeholders ({name}...) matching any text, as a whole-name pattern. */
export function messagePattern(id: MessageId): RegExp {
  const parts = en[id].split(/\{[^}]+\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('.+')}$`);
}

export const dialogNamed = (page: Page, id: MessageId) =>
  page.getByRole('dialog', { name: messagePattern(id) });

export const button = (scope: Page | Locator, id: MessageId) =>
  scope.getByRole('button', { name: en[id], exact: true });

/** The popup of the select now open (antd keeps closed ones in the document, hidden). */
export const openSelectPopup = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The delete question of ConfirmDelete (an antd Popconfirm, role tooltip), while shown. */
export const deletePopover = (page: Page) =>
  page
    .locator('.ant-popconfirm:not(.ant-popover-hidden)')
    .filter({ hasText: en['common.sureToDelete'] });

/** Answers the delete question with No: nothing is deleted. */
export const answerNo = async (page: Page) => {
  await button(deletePopover(page), 'common.no').click();
};

/** The dropdown menu that holds this entry. */
export const menuWith = (page: Page, id: MessageId) =>
  page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: en[id], exact: true }) });

export const clickCancel = async (_page: Page, dialog: Locator) => {
  await button(dialog, 'common.cancel').click();
};

/**
 * The dialog with the problem its form shows when `press` is pressed with a required field empty
 * (scanned in the default theme only: the error red is the same in every theme).
 */
export function validationState(name: string, press: MessageId, problem: MessageId): DialogState {
  return {
    name,
    defaultThemeOnly: true,
    reach: async (_page, dialog) => {
      await button(dialog, press).click();
      await dialog.getByText(en[problem]).waitFor();
    },
  };
}

/** Opens the select labelled `label` inside the dialog (a required one's name starts with "*"). */
export function selectState(name: string, label: string): DialogState {
  return {
    name,
    reach: async (_page, dialog) => {
      await dialog
        .getByRole('combobox', { name: new RegExp(`^(\\* )?${escapeRegExp(label)}$`) })
        .click();
    },
    shows: openSelectPopup,
  };
}
