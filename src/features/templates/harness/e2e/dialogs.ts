import type { Locator, Page } from '@playwright/test';
import {
  type DialogEntry,
  type DialogState,
  answerNo,
  button,
  clickCancel,
  deletePopover,
  dialogNamed,
  menuWith,
  messagePattern,
  selectState,
  validationState,
} from '../../../../../tests/e2e/dialogKit';
import { settleAnimations } from '../../../../../tests/e2e/animations';
import type { MessageId } from '../../../../i18n/messageIds';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * Template libraries: the Design Studio's own SMS and email templates, and the Marketplace gallery.
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */

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

export const DIALOGS: readonly DialogEntry[] = [
  // Template libraries (Design Studio: its own SMS and email templates).
  {
    name: 'templates: more actions menu',
    files: ['src/features/templates/components/library/TemplateActionsDropdown.tsx'],
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
      validationState(
        'with its validation error',
        'templates.share.ok',
        'templates.share.recipientRequired',
      ),
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
      validationState('with its validation errors', 'editor.save', 'editor.title.required'),
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
    files: ['src/features/templates/components/library/TemplateActionsDropdown.tsx'],
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
];
