import type { Locator, Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/messageIds';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { settleAnimations } from './animations';

/**
 * Every feature dialog, drawer and popover of the built screens, declared once, next to the route
 * table: tests/e2e/a11yDialogs.spec.ts opens each one and runs axe over it, and
 * tests/scripts/dialogTable.test.ts fails naming any file under src/ that renders a Modal, Drawer,
 * Popconfirm, Dropdown, modal.confirm, FormModal, ConfirmDelete or FrameModal and that no entry
 * (nor the exclusions below) covers. A new dialog therefore joins this table or the guard fails.
 *
 * This module must load in Node without Playwright running (the guard imports it): it imports
 * only Playwright's types, and drives the page with locators alone (no `expect`).
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
 * Files the guard finds that need no entry of their own, each with its reason. The shell's
 * overlays are scanned by tests/e2e/a11y.spec.ts ("axe: overlays"); the generic wrappers are
 * scanned through every dialog that uses them.
 */
export const EXCLUDED_FILES: Readonly<Record<string, string>> = {
  // Shell overlays, scanned in a11y.spec.ts.
  'src/app/layout/DashboardLayout.tsx': 'mounts the shell modals and frames (a11y.spec.ts)',
  'src/app/layout/FrameModal.tsx': 'the Zapier and Help frames (a11y.spec.ts, shell modals)',
  'src/app/layout/ShellModals.tsx': 'the top bar and sidebar modals (a11y.spec.ts, shell modals)',
  'src/app/layout/SettingsDrawer.tsx': 'the settings drawer (a11y.spec.ts, settings drawer)',
  // Generic wrappers, scanned inside each dialog built on them.
  'src/components/FormModal.tsx': 'the form dialog every FormModal entry below opens',
  'src/components/ConfirmDelete.tsx': 'the delete popover every ConfirmDelete entry below opens',
  'src/components/ConfirmDeleteDialog.tsx': 'the delete dialog of the contact entry below',
  // Opened by the Marketplace ordering screens (issue 12, not built yet): nothing opens it today.
  'src/features/billing/plans/UpgradeNeededModal.tsx':
    'the upgrade-needed shell modal: its first opener is the ordering screen (issue 12)',
};

// ---------------------------------------------------------------------------------------------
// Helpers: locators and steps shared by the entries.

/** The first of the main content's buttons named by a message with a {name} placeholder. */
const firstInMain = (page: Page, id: MessageId) =>
  page
    .getByRole('main')
    .getByRole('button', { name: messagePattern(id) })
    .first();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with its placeholders ({name}...) matching any text, as a whole-name pattern. */
function messagePattern(id: MessageId): RegExp {
  const parts = en[id].split(/\{[^}]+\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('.+')}$`);
}

const dialogNamed = (page: Page, id: MessageId) =>
  page.getByRole('dialog', { name: messagePattern(id) });

const button = (scope: Page | Locator, id: MessageId) =>
  scope.getByRole('button', { name: en[id], exact: true });

/** The popup of the select now open (antd keeps closed ones in the document, hidden). */
const openSelectPopup = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The delete question of ConfirmDelete (an antd Popconfirm, role tooltip), while shown. */
const deletePopover = (page: Page) =>
  page
    .locator('.ant-popconfirm:not(.ant-popover-hidden)')
    .filter({ hasText: en['common.sureToDelete'] });

/** Answers the delete question with No: nothing is deleted. */
const answerNo = async (page: Page) => {
  await button(deletePopover(page), 'common.no').click();
};

/** The dropdown menu that holds this entry. */
const menuWith = (page: Page, id: MessageId) =>
  page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: en[id], exact: true }) });

const clickCancel = async (_page: Page, dialog: Locator) => {
  await button(dialog, 'common.cancel').click();
};

/** Opens the select labelled `label` inside the dialog (a required one's name starts with "*"). */
function selectState(name: string, label: string): DialogState {
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

/** Design Studio on the side switcher: the PRO upgrade for a Marketplace user without a coach. */
async function openPlanPicker(page: Page): Promise<void> {
  await page
    .getByRole('radiogroup', { name: en['topbar.sideSwitcher'] })
    .getByText(en['topbar.designStudio'], { exact: true })
    .click();
  await page
    .getByRole('tabpanel')
    .getByRole('article', { name: 'Pro' })
    .getByText('$79/mo')
    .waitFor();
}

/** Closes the plan picker by its close button, and waits until it has gone. */
async function closePlanPicker(page: Page): Promise<void> {
  const picker = dialogNamed(page, 'billing.plans.title');
  await picker.getByRole('button', { name: en['common.close'], exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
}

// Templates.

/**
 * The first template shown; in a designer's library, the first one the user may change (it has a
 * delete button), so its menu offers every action.
 */
const firstTemplate = (page: Page) => {
  const articles = page.getByRole('article');
  return page.url().includes('/dashboard/templates')
    ? articles.first()
    : articles
        .filter({ has: page.getByRole('button', { name: messagePattern('templates.delete') }) })
        .first();
};

async function firstTemplateTitle(page: Page): Promise<string> {
  // A designer's own templates are not all on the first page: "My templates" shows them first.
  const mine = page.getByRole('checkbox', { name: en['templates.filter.mine'], exact: true });
  if (!page.url().includes('/dashboard/templates') && !(await mine.isChecked())) {
    await mine.check();
  }
  await firstTemplate(page).waitFor();
  return (await firstTemplate(page).getAttribute('aria-label')) ?? '';
}

async function openActionsMenu(page: Page): Promise<void> {
  const title = await firstTemplateTitle(page);
  await firstTemplate(page)
    .getByRole('button', { name: en['templates.actions'].replace('{name}', title), exact: true })
    .click();
}

/** Chooses an entry of the first template's "more actions" menu. */
function templateAction(action: MessageId) {
  return async (page: Page) => {
    await openActionsMenu(page);
    const item = menuWith(page, action).getByRole('menuitem', { name: en[action], exact: true });
    await item.waitFor();
    await settleAnimations(page);
    await item.click();
  };
}

/**
 * Opens a template's editor and waits until it holds the template: its Save button is disabled
 * (and drawn in the disabled grey) until the template has loaded, and may turn on mid-scan.
 */
function editTemplate(editorTitle: MessageId) {
  return async (page: Page) => {
    await templateAction('templates.action.edit')(page);
    const save = page
      .getByRole('dialog', { name: en[editorTitle], exact: true })
      .getByRole('button', { name: en['editor.save'], exact: true });
    await save.waitFor();
    for (let wait = 0; wait < 150 && !(await save.isEnabled()); wait++)
      await page.waitForTimeout(100);
  };
}

const newSmsEditor = async (page: Page) => {
  await button(page, 'templates.new.sms').click();
};
const smsEditor = (page: Page) =>
  page.getByRole('dialog', { name: en['smsEditor.newTitle'], exact: true });

const newMailEditor = async (page: Page) => {
  await button(page, 'templates.new.mail').click();
};
const mailEditor = (page: Page) =>
  page.getByRole('dialog', { name: en['mailEditor.title.new'], exact: true });

/** Closes an editor with nothing typed in it: Cancel closes it at once. */
const cancelEditor = async (_page: Page, drawer: Locator) => {
  await drawer.getByRole('button', { name: en['editor.cancel'], exact: true }).click();
};

/** Closes an editor with changes: Cancel, then Discard (the draft stays on this device). */
const discardEditor = async (page: Page, drawer: Locator) => {
  await drawer.getByRole('button', { name: en['editor.cancel'], exact: true }).click();
  const discard = button(dialogNamed(page, 'editor.discard.title'), 'editor.discard.confirm');
  await discard.waitFor();
  await settleAnimations(page);
  await discard.click();
};

const mergeTagMenuState = (scope: (dialog: Locator) => Locator): DialogState => ({
  name: 'its merge tag menu',
  reach: async (_page, dialog) => {
    const insert = scope(dialog).getByRole('button', { name: en['editor.mergeTags.insert'] });
    await insert.and(scope(dialog).locator(':enabled')).waitFor();
    await insert.click();
  },
  shows: (page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu').last(),
});

// Contacts.

const CONTACT_LIST_URL = '/dashboard/mailinglist/1';
const contactGrid = (page: Page) =>
  page.getByRole('table', { name: messagePattern('contacts.detail.caption') });

/** A row action of the first contact of the grid, once its row has loaded. */
async function firstContactAction(page: Page, id: MessageId): Promise<void> {
  const action = contactGrid(page)
    .getByRole('button', { name: messagePattern(id) })
    .first();
  await action.waitFor();
  await action.click();
}

/** A small valid CSV with the wizard's field names as its header (matched by name). */
const CSV_HEADER = 'first_name,last_name,email,phone,address,city,state,zip';
const CSV_ROWS = [
  'Ann,Lee,ann@example.com,6175551000,1 Main St,Boston,MA,02134',
  'Bo,Reyes,bo@example.com,6175551001,2 Main St,Boston,MA,02134',
  'Cy,Park,not-an-email,6175551002,3 Main St,Boston,MA,02134',
];
const csvFile = (lines: string[], name = 'contacts.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

const importWizard = (page: Page, mode: 'create' | 'upload') =>
  page.getByRole('dialog', {
    name: en[mode === 'create' ? 'contacts.import.createTitle' : 'contacts.import.uploadTitle'],
    exact: true,
  });

const chooseCsv = (dialog: Locator, file: ReturnType<typeof csvFile>) =>
  dialog.getByLabel(en['contacts.import.chooseFile']).setInputFiles(file);

/** Closes the wizard with a file chosen: it asks first, and Stop closes it (nothing uploaded). */
const stopImport = async (_page: Page, dialog: Locator) => {
  await button(dialog, 'common.cancel').click();
  await button(dialog, 'contacts.import.closeConfirm').click();
};

// ---------------------------------------------------------------------------------------------
// The table.

export const DIALOGS: readonly DialogEntry[] = [
  // Catalog (super admin; the Design Studio shares the category screen).
  {
    name: 'catalog: add category',
    files: ['src/features/catalog/components/CategoryFormDialog.tsx'],
    account: 'admin',
    url: '/dashboard/category',
    open: (page) => button(page, 'catalog.category.add').click(),
    dialog: (page) => dialogNamed(page, 'catalog.category.add'),
    states: [
      {
        name: 'with its validation errors',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'common.save').click();
          await dialog.getByText(en['catalog.category.nameRequired']).waitFor();
        },
      },
      selectState('its industry list', en['catalog.category.industry']),
    ],
    close: clickCancel,
  },
  {
    name: 'catalog: edit category',
    files: ['src/features/catalog/components/CategoryFormDialog.tsx'],
    account: 'admin',
    url: '/dashboard/category',
    open: (page) => firstInMain(page, 'common.editNamed').click(),
    dialog: (page) => dialogNamed(page, 'catalog.category.edit'),
  },
  {
    name: 'catalog: delete category question',
    files: ['src/components/adminList/RowActions.tsx'],
    account: 'admin',
    url: '/dashboard/category',
    open: (page) => firstInMain(page, 'common.deleteNamed').click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'catalog: add industry',
    files: ['src/features/catalog/components/IndustryFormDialog.tsx'],
    account: 'admin',
    url: '/dashboard/industry',
    open: (page) => button(page, 'catalog.industry.add').click(),
    dialog: (page) => dialogNamed(page, 'catalog.industry.add'),
    states: [selectState('its profile type list', en['catalog.industry.profileType'])],
    close: clickCancel,
  },
  {
    name: 'catalog: edit industry',
    files: ['src/features/catalog/components/IndustryFormDialog.tsx'],
    account: 'admin',
    url: '/dashboard/industry',
    open: (page) => firstInMain(page, 'common.editNamed').click(),
    dialog: (page) => dialogNamed(page, 'catalog.industry.edit'),
  },
  {
    name: 'catalog: delete industry question',
    files: ['src/components/adminList/RowActions.tsx'],
    account: 'admin',
    url: '/dashboard/industry',
    open: (page) => firstInMain(page, 'common.deleteNamed').click(),
    dialog: deletePopover,
    close: answerNo,
  },

  // Template libraries (Design Studio: its own SMS and email templates).
  {
    name: 'templates: more actions menu',
    files: ['src/features/templates/components/library/TemplateActionsMenu.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: openActionsMenu,
    dialog: (page) => menuWith(page, 'templates.action.quickEdit'),
  },
  {
    name: 'templates: quick edit',
    files: [
      'src/features/templates/components/library/QuickEditDialog.tsx',
      'src/features/templates/components/library/TemplateItem.tsx',
    ],
    account: 'studio',
    url: '/dashboard/message',
    open: templateAction('templates.action.quickEdit'),
    dialog: (page) => dialogNamed(page, 'templates.quickEdit.title'),
    states: [selectState('its category list', en['templates.field.category'])],
    close: clickCancel,
  },
  {
    name: 'templates: duplicate',
    files: ['src/features/templates/components/library/DuplicateDialog.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: templateAction('templates.action.duplicate'),
    dialog: (page) => dialogNamed(page, 'templates.duplicate.title'),
    close: clickCancel,
  },
  {
    name: 'templates: share',
    files: ['src/features/templates/components/library/ShareDialog.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: templateAction('templates.action.share'),
    dialog: (page) => dialogNamed(page, 'templates.share.title'),
    states: [
      {
        name: 'with its validation error',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'templates.share.ok').click();
          await dialog.getByText(en['templates.share.recipientRequired']).waitFor();
        },
      },
    ],
    close: clickCancel,
  },
  {
    name: 'templates: send',
    files: ['src/features/templates/components/library/SendDialog.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: templateAction('templates.action.send'),
    dialog: (page) => dialogNamed(page, 'templates.send.title'),
    states: [selectState('its contact list list', en['templates.send.list'])],
    close: clickCancel,
  },
  {
    name: 'templates: delete question',
    files: ['src/features/templates/components/library/TemplateItem.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: async (page) => {
      const title = await firstTemplateTitle(page);
      await firstTemplate(page)
        .getByRole('button', { name: en['templates.delete'].replace('{name}', title), exact: true })
        .click();
    },
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'templates: new SMS template editor',
    files: [
      'src/features/templates/components/SmsTemplateEditor.tsx',
      'src/features/templates/components/editor/EditorDrawer.tsx',
    ],
    account: 'studio',
    url: '/dashboard/message',
    open: newSmsEditor,
    dialog: smsEditor,
    states: [
      {
        name: 'with its validation errors',
        defaultThemeOnly: true,
        reach: async (_page, drawer) => {
          await drawer.getByRole('button', { name: en['editor.save'], exact: true }).click();
          await drawer.getByText(en['editor.title.required']).waitFor();
        },
      },
      mergeTagMenuState((drawer) => drawer),
    ],
    close: cancelEditor,
  },
  {
    name: 'templates: SMS editor, discard changes question',
    files: ['src/features/templates/components/editor/EditorDrawer.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: async (page) => {
      await newSmsEditor(page);
      const drawer = smsEditor(page);
      await drawer
        .getByRole('textbox', { name: en['editor.title.label'] })
        .fill('A title to discard');
      await drawer.getByRole('button', { name: en['editor.cancel'], exact: true }).click();
    },
    dialog: (page) => dialogNamed(page, 'editor.discard.title'),
    close: async (page, question) => {
      await settleAnimations(page);
      await button(question, 'editor.discard.keep').click();
      await question.waitFor({ state: 'hidden' });
      await discardEditor(page, smsEditor(page));
    },
  },
  {
    name: 'templates: edit SMS template editor',
    files: ['src/features/templates/components/SmsTemplateEditor.tsx'],
    account: 'studio',
    url: '/dashboard/message',
    open: editTemplate('smsEditor.editTitle'),
    dialog: (page) => page.getByRole('dialog', { name: en['smsEditor.editTitle'], exact: true }),
    close: cancelEditor,
  },
  {
    name: 'templates: new email template editor (link prompt, preview, proof)',
    files: [
      'src/features/templates/components/MailTemplateEditor.tsx',
      'src/features/templates/components/editor/MergeTagMenu.tsx',
    ],
    account: 'studio',
    url: '/dashboard/mail',
    open: newMailEditor,
    dialog: mailEditor,
    states: [
      mergeTagMenuState((drawer) =>
        drawer.getByRole('group', { name: en['mailEditor.body.tags'], exact: true }),
      ),
      {
        name: 'its link prompt',
        reach: async (page, drawer) => {
          const body = drawer.getByRole('textbox', { name: en['mailEditor.body.label'] });
          await body.click();
          await page.keyboard.type('Come and see the house.');
          await drawer.getByRole('button', { name: en['mailEditor.toolbar.link'] }).click();
          await drawer.getByLabel(en['mailEditor.link.url']).waitFor();
        },
        leave: async (_page, drawer) => {
          // Escape in the address field cancels the prompt (and only the prompt).
          await drawer.getByLabel(en['mailEditor.link.url']).press('Escape');
          await drawer.getByLabel(en['mailEditor.link.url']).waitFor({ state: 'hidden' });
        },
      },
      {
        name: 'its preview tab',
        reach: async (_page, drawer) => {
          await drawer.getByRole('tab', { name: en['mailEditor.tab.preview'] }).click();
          await drawer.locator(`iframe[title="${en['mailEditor.preview.frameTitle']}"]`).waitFor();
        },
      },
      {
        name: 'its proof tab, with a proof',
        reach: async (_page, drawer) => {
          await drawer.getByRole('tab', { name: en['mailEditor.tab.proof'] }).click();
          await drawer.getByRole('button', { name: en['editor.proof.get'] }).click();
          await drawer.locator(`iframe[title="${en['editor.proof.frameTitle']}"]`).waitFor();
        },
      },
    ],
    close: discardEditor,
  },
  {
    name: 'templates: edit email template editor',
    files: ['src/features/templates/components/MailTemplateEditor.tsx'],
    account: 'studio',
    url: '/dashboard/mail',
    open: editTemplate('mailEditor.title.edit'),
    dialog: (page) => page.getByRole('dialog', { name: en['mailEditor.title.edit'], exact: true }),
    close: cancelEditor,
  },

  // The Marketplace gallery: its own menu (no edit) and the send dialog.
  {
    name: 'template gallery: more actions menu',
    files: ['src/features/templates/components/library/TemplateActionsMenu.tsx'],
    account: 'market',
    url: '/dashboard/templates',
    open: openActionsMenu,
    dialog: (page) => menuWith(page, 'templates.action.send'),
  },
  {
    name: 'template gallery: send to one contact',
    files: ['src/features/templates/components/library/SendDialog.tsx'],
    account: 'market',
    url: '/dashboard/templates',
    open: templateAction('templates.action.send'),
    dialog: (page) => dialogNamed(page, 'templates.send.title'),
    states: [
      {
        name: 'to one contact, with its validation errors',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await dialog.getByText(en['templates.send.toContact'], { exact: true }).click();
          await button(dialog, 'templates.send.ok').click();
          await dialog.getByText(en['templates.send.listRequired']).waitFor();
        },
      },
    ],
    close: clickCancel,
  },

  // Contact lists (Marketplace).
  {
    name: 'contacts: rename list',
    files: ['src/features/contacts/components/RenameListDialog.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) =>
      page
        .getByRole('button', { name: messagePattern('contacts.lists.renameOf') })
        .first()
        .click(),
    dialog: (page) => dialogNamed(page, 'contacts.rename.title'),
    close: clickCancel,
  },
  {
    name: 'contacts: delete list question',
    files: ['src/features/contacts/components/ListRowActions.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) =>
      page
        .getByRole('button', { name: messagePattern('contacts.lists.deleteOf') })
        .first()
        .click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'contacts: failed addresses',
    files: ['src/features/contacts/components/FailedAddressModal.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) => button(page, 'contacts.lists.failedBannerAction').click(),
    dialog: (page) => dialogNamed(page, 'contacts.failed.modalTitle'),
  },
  {
    name: 'contacts: delete failed addresses question',
    files: ['src/features/contacts/components/FailedAddressTable.tsx'],
    account: 'market',
    url: '/dashboard/failed-mailing',
    open: (page) =>
      page
        .getByRole('button', { name: messagePattern('contacts.failed.deleteOf') })
        .first()
        .click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'contacts: list builder, with its state list',
    files: ['src/features/contacts/listBuilder/ListBuilderModal.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) => button(page, 'contacts.lists.builder').click(),
    dialog: (page) => dialogNamed(page, 'screen.listBuilder'),
    states: [selectState('its state list', en['listBuilder.state.label'])],
  },
  {
    name: 'contacts: import wizard (create), a file chosen, checked and uploaded',
    files: ['src/features/contacts/import/ImportWizard.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: async (page) => {
      await button(page, 'contacts.lists.create').click();
      const dialog = importWizard(page, 'create');
      await dialog.getByLabel(en['contacts.name.label']).fill('Scanned import');
      await chooseCsv(dialog, csvFile([CSV_HEADER, ...CSV_ROWS]));
      await dialog.getByRole('columnheader', { name: 'first_name', exact: true }).waitFor();
    },
    dialog: (page) => importWizard(page, 'create'),
    states: [
      {
        name: 'the check report',
        reach: async (_page, dialog) => {
          await button(dialog, 'contacts.import.validate').click();
          await dialog.getByRole('heading', { name: en['contacts.import.reportTitle'] }).waitFor();
        },
      },
      {
        name: 'asking before it closes',
        reach: async (_page, dialog) => {
          await button(dialog, 'common.cancel').click();
          await dialog.getByText(en['contacts.import.closeAsk']).waitFor();
        },
        leave: async (_page, dialog) => {
          await button(dialog, 'contacts.import.keepGoing').click();
          await dialog.getByText(en['contacts.import.closeAsk']).waitFor({ state: 'hidden' });
        },
      },
      {
        // A new list of this context's own; no later entry depends on the lists as seeded.
        name: 'the list uploaded and ready',
        reach: async (_page, dialog) => {
          await button(dialog, 'contacts.import.proceed').click();
          await dialog
            .getByRole('link', { name: en['contacts.import.openList'] })
            .waitFor({ timeout: 30_000 });
        },
      },
    ],
  },
  {
    name: 'contacts: import wizard (create), required columns missing',
    files: ['src/features/contacts/import/ImportWizard.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: async (page) => {
      await button(page, 'contacts.lists.create').click();
      const dialog = importWizard(page, 'create');
      await chooseCsv(dialog, csvFile(['first_name,last_name,email', 'Ann,Lee,ann@example.com']));
      await dialog.getByText(messagePattern('contacts.import.missingRequired')).waitFor();
    },
    dialog: (page) => importWizard(page, 'create'),
    close: stopImport,
  },
  {
    name: 'contacts: import wizard (upload), a list and a file chosen, then a refused file',
    files: ['src/features/contacts/import/ImportWizard.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: async (page) => {
      await button(page, 'contacts.lists.upload').click();
      const dialog = importWizard(page, 'upload');
      const target = dialog.getByLabel(en['contacts.import.targetList']);
      await target.locator('option').nth(1).waitFor({ state: 'attached' });
      await target.selectOption({ index: 1 });
      await chooseCsv(dialog, csvFile([CSV_HEADER, ...CSV_ROWS]));
      await dialog.getByRole('columnheader', { name: 'first_name', exact: true }).waitFor();
    },
    dialog: (page) => importWizard(page, 'upload'),
    states: [
      {
        name: 'a refused file',
        reach: async (_page, dialog) => {
          await chooseCsv(dialog, {
            name: 'contacts.xlsx',
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: Buffer.from('not a csv'),
          });
          await dialog.getByText(en['contacts.import.fileType']).waitFor();
        },
      },
    ],
    close: async (_page, dialog) => {
      // A refused file leaves nothing to lose: Cancel closes at once, or asks first.
      await button(dialog, 'common.cancel').click();
      const stop = button(dialog, 'contacts.import.closeConfirm');
      if (await stop.isVisible()) await stop.click();
    },
  },

  // One contact list (Marketplace; the super admin's system lists use the same dialogs).
  {
    name: 'contact list: edit contact',
    files: [
      'src/features/contacts/components/EditContactDialog.tsx',
      'src/features/contacts/components/ContactListView.tsx',
    ],
    account: 'market',
    url: CONTACT_LIST_URL,
    open: (page) => firstContactAction(page, 'contacts.detail.editOf'),
    dialog: (page) => dialogNamed(page, 'contacts.edit.title'),
    close: clickCancel,
  },
  {
    name: 'contact list: delete contact question',
    files: ['src/features/contacts/components/ContactListView.tsx'],
    account: 'market',
    url: CONTACT_LIST_URL,
    open: (page) => firstContactAction(page, 'contacts.detail.deleteOf'),
    dialog: (page) => dialogNamed(page, 'common.sureToDelete'),
    close: async (_page, dialog) => {
      await button(dialog, 'common.no').click();
    },
  },
  {
    name: 'contact list: skip trace question',
    files: ['src/features/contacts/components/SkipTraceDialog.tsx'],
    account: 'market',
    url: CONTACT_LIST_URL,
    open: (page) => button(page, 'contacts.detail.skipTrace').click(),
    dialog: (page) => dialogNamed(page, 'contacts.detail.skipTrace'),
    close: clickCancel,
  },

  // Billing and subscriptions (Marketplace): a subscription's invoices, cancelling the account.
  {
    name: 'billing: subscription details with its invoices',
    files: ['src/features/billing/subscriptions/components/SubscriptionDetailDialog.tsx'],
    account: 'market',
    url: '/dashboard/billing',
    open: (page) => firstInMain(page, 'subscriptions.details.open').click(),
    dialog: (page) => dialogNamed(page, 'subscriptions.details.title'),
    states: [
      {
        name: 'with its invoices and card loaded',
        reach: async (_page, dialog) => {
          await dialog.getByText(/MC-2026-0901/).waitFor();
          await dialog.getByText(/Ending in 4242/).waitFor();
        },
      },
    ],
  },
  {
    name: 'billing: cancel account, with its confirmation',
    files: ['src/features/billing/subscriptions/components/CancelAccountDialog.tsx'],
    account: 'market',
    url: '/dashboard/billing',
    open: (page) => button(page.getByRole('main'), 'subscriptions.cancel.open').click(),
    dialog: (page) => dialogNamed(page, 'subscriptions.cancel.title'),
    states: [
      {
        name: 'with its box not ticked',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'subscriptions.cancel.confirm').click();
          await dialog.getByText(en['subscriptions.cancel.mustConfirm']).waitFor();
        },
      },
    ],
    close: clickCancel,
  },

  // Billing (Marketplace): cards on file, funding, the Pricing Table.
  {
    name: 'billing: add card, with its checks',
    files: ['src/features/billing/components/CardFormDialog.tsx'],
    account: 'market',
    url: '/dashboard/membership',
    open: (page) => button(page.getByRole('main'), 'billing.cards.add').first().click(),
    dialog: (page) => dialogNamed(page, 'billing.cardForm.addTitle'),
    states: [
      {
        name: 'with its validation errors',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'common.save').click();
          await dialog.getByText(en['billing.cardForm.numberRequired']).waitFor();
        },
      },
    ],
    close: clickCancel,
  },
  {
    name: 'billing: update card',
    files: ['src/features/billing/components/CardFormDialog.tsx'],
    account: 'market',
    url: '/dashboard/membership',
    open: (page) => button(page.getByRole('main'), 'billing.cards.edit').first().click(),
    dialog: (page) => dialogNamed(page, 'billing.cardForm.editTitle'),
    close: clickCancel,
  },
  {
    name: 'billing: delete card question',
    files: ['src/features/billing/components/CardRowActions.tsx'],
    account: 'market',
    url: '/dashboard/membership',
    // The second card: the default one (first) is refused without a question.
    open: (page) =>
      button(
        page.getByRole('group', { name: messagePattern('billing.cards.actionsOf') }).nth(1),
        'billing.cards.delete',
      ).click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'billing: fund account, with its amounts',
    files: ['src/features/billing/components/FundAccountModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: (page) => button(page, 'topbar.fundAccount').click(),
    dialog: (page) => dialogNamed(page, 'screen.fundAccount'),
    states: [
      selectState('its amount list', en['billing.fund.amount']),
      {
        name: 'with its amount required',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'billing.fund.submit').last().click();
          await dialog.getByText(en['billing.fund.amountRequired']).waitFor();
        },
      },
    ],
  },
  {
    name: 'billing: pricing table',
    files: ['src/features/billing/components/PricingTableModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: async (page) => {
      await page.getByRole('menuitem', { name: en['nav.pricing'], exact: true }).click();
      await page.getByRole('heading', { name: en['billing.pricing.print'] }).waitFor();
    },
    dialog: (page) => dialogNamed(page, 'screen.pricing'),
  },
  {
    name: 'plans: the PRO upgrade (plan picker)',
    files: ['src/features/billing/plans/PlanPickerModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: openPlanPicker,
    dialog: (page) => dialogNamed(page, 'billing.plans.title'),
    states: [
      {
        name: 'its monthly tab',
        reach: async (_page, dialog) => {
          await dialog.getByRole('tab', { name: en['billing.plans.monthly'] }).click();
        },
      },
    ],
  },
  {
    name: 'plans: upgrade to Pro',
    files: ['src/features/billing/plans/components/UpgradeModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: async (page) => {
      await openPlanPicker(page);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Upgrade Now to Pro' }).click();
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Upgrade to Pro' }),
    close: async (page, dialog) => {
      await button(dialog, 'common.cancel').click();
      await closePlanPicker(page);
    },
  },
  {
    name: 'plans: Design Services, its scheduling page shown',
    files: ['src/features/billing/plans/components/SchedulingBox.tsx'],
    account: 'market',
    url: '/dashboard',
    open: async (page) => {
      await openPlanPicker(page);
      await button(page, 'billing.designServices.open').click();
    },
    dialog: (page) => dialogNamed(page, 'billing.designServices.title'),
    states: [
      {
        name: 'with the scheduling page',
        reach: async (_page, dialog) => {
          await button(dialog, 'billing.scheduleNow').click();
          await dialog.locator('iframe').waitFor();
        },
      },
    ],
    close: async (page, dialog) => {
      await button(dialog, 'common.close').last().click();
      await closePlanPicker(page);
    },
  },
  {
    name: 'agency services',
    // The same promo modal as Design Services, opened from the dashboard home.
    files: ['src/features/billing/plans/components/SchedulingBox.tsx'],
    account: 'market',
    url: '/dashboard',
    open: (page) => button(page, 'home.agency.open').click(),
    dialog: (page) => dialogNamed(page, 'billing.agency.title'),
  },
  // Campaigns (the PRO user's library).
  {
    name: 'campaigns: duplicate',
    files: ['src/features/campaigns/components/CampaignDialogs.tsx'],
    account: 'studio',
    url: '/dashboard/campaigns',
    open: (page) => button(page.getByRole('article').first(), 'campaigns.duplicate').click(),
    dialog: (page) => dialogNamed(page, 'campaigns.duplicate.title'),
    close: clickCancel,
  },
  {
    name: 'campaigns: share with a PRO admin',
    files: ['src/features/campaigns/components/CampaignDialogs.tsx'],
    account: 'studio',
    url: '/dashboard/campaigns',
    open: (page) => button(page.getByRole('article').first(), 'campaigns.share').click(),
    dialog: (page) => dialogNamed(page, 'campaigns.share.title'),
    states: [
      {
        name: 'with its validation error',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'campaigns.share').click();
          await dialog.getByText(en['campaigns.share.recipientRequired']).waitFor();
        },
      },
      selectState('its list of PRO admins', en['campaigns.share.recipient']),
    ],
    close: clickCancel,
  },
  {
    name: 'campaigns: delete question',
    files: ['src/features/campaigns/components/CampaignItem.tsx'],
    account: 'studio',
    url: '/dashboard/campaigns',
    open: (page) => firstInMain(page, 'campaigns.delete').click(),
    dialog: deletePopover,
    close: answerNo,
  },
  // Ordering (the Marketplace user).
  {
    name: 'ordering: cancel a launched campaign',
    files: ['src/features/campaigns/ordering/components/UserCampaignItem.tsx'],
    account: 'market',
    url: '/dashboard/User-Campaigns',
    open: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: messagePattern('ordering.cancel.named') })
        .first()
        .click(),
    dialog: (page) =>
      page
        .locator('.ant-popconfirm:not(.ant-popover-hidden)')
        .filter({ hasText: en['ordering.cancel.no'] }),
    close: async (page) => {
      await page
        .locator('.ant-popconfirm:not(.ant-popover-hidden)')
        .getByRole('button', { name: en['ordering.cancel.no'], exact: true })
        .click();
    },
  },
  {
    name: 'ordering: add contact lists to a running campaign',
    files: ['src/features/campaigns/ordering/components/AddContactsModal.tsx'],
    account: 'market',
    url: '/dashboard/User-Campaigns',
    open: (page) => firstInMain(page, 'ordering.addContacts.named').click(),
    dialog: (page) => dialogNamed(page, 'ordering.addContacts.title'),
    states: [
      {
        name: 'with a list chosen and priced',
        reach: async (page, dialog) => {
          await dialog.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
          await page.getByTestId('add-contacts-total').waitFor();
        },
      },
      {
        name: 'with the server’s refusal',
        reach: async (page, dialog) => {
          // The demo backend refuses every call from here (its fault switch), so the add is too.
          await page.evaluate(() =>
            window.dispatchEvent(
              new CustomEvent('mailcraft:demo-fault', { detail: 'statusFalse' }),
            ),
          );
          await button(dialog, 'ordering.addContacts.confirm').click();
          await dialog.getByRole('alert').waitFor();
        },
        leave: async (page) => {
          await page.evaluate(() =>
            window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: null })),
          );
        },
      },
    ],
    close: clickCancel,
  },
  {
    name: 'ordering: the launch refused',
    files: ['src/components/RefusedDialog.tsx'],
    account: 'market',
    url: '/dashboard/User-Create-Campaign',
    open: async (page) => {
      await page.getByRole('main').getByRole('radio').first().check();
      await page.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
      for (const text of await page.getByRole('textbox', { name: /^Text of step \d+$/ }).all())
        await text.fill(`${await text.inputValue()} Reply STOP to opt out.`);
      await page.getByTestId('order-total').waitFor();
      // The demo backend refuses every call from here (its fault switch), so Launch is refused.
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: 'statusFalse' })),
      );
      await button(page, 'ordering.launch').click();
    },
    dialog: (page) => dialogNamed(page, 'ordering.launch.failedTitle'),
    close: async (page, dialog) => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: null })),
      );
      // The dialog's own Close button (the title bar's × is named Close too).
      await button(dialog, 'common.close').last().click();
    },
  },
  {
    name: 'bulk mail center: the send refused',
    files: ['src/components/RefusedDialog.tsx'],
    account: 'market',
    url: '/dashboard/bulk-mail-center',
    open: async (page) => {
      await page.locator('input[name="bulk-template"]').first().check();
      await page.getByRole('checkbox', { name: /^Past clients/ }).check();
      await page.getByTestId('order-total').waitFor();
      await button(page, 'bulk.proof.get').click();
      await page.getByTestId('proof-text').waitFor();
      await page.getByRole('checkbox', { name: en['bulk.proof.approve'] }).check();
      // The demo backend refuses every call from here (its fault switch), so the send is refused.
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: 'statusFalse' })),
      );
      await button(page, 'bulk.send').click();
    },
    dialog: (page) => dialogNamed(page, 'bulk.send.failedTitle'),
    close: async (page, dialog) => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: null })),
      );
      await button(dialog, 'common.close').last().click();
    },
  },
  {
    name: 'card editor: leave without saving',
    files: ['src/features/cardEditor/components/UnsavedChangesGuard.tsx'],
    account: 'studio',
    url: '/dashboard/cardeditor',
    open: async (page) => {
      await page
        .getByRole('toolbar', { name: en['cardEditor.tools.label'] })
        .getByRole('button', { name: en['cardEditor.tool.rect'], exact: true })
        .click();
      await page
        .getByRole('navigation', { name: en['nav.label'] })
        .getByRole('menuitem', { name: en['nav.cardTemplates'] })
        .click();
    },
    dialog: (page) => dialogNamed(page, 'cardEditor.leave.title'),
    // Leave: staying would block the next entry's move away from the editor.
    close: async (_page, dialog) => {
      await button(dialog, 'cardEditor.leave.confirm').click();
    },
  },
];

/** The entries of one account, in table order (one signed-in page runs them all). */
export function dialogsOf(account: DialogAccount): DialogEntry[] {
  return DIALOGS.filter((entry) => entry.account === account);
}
