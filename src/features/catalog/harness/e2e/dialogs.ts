import {
  type DialogEntry,
  answerNo,
  button,
  clickCancel,
  deletePopover,
  dialogNamed,
  firstInMain,
  selectState,
  validationState,
} from '../../../../../tests/e2e/dialogKit';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * Catalog (super admin; the Design Studio shares the category screen).
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'catalog: add category',
    files: ['src/features/catalog/components/CategoryFormDialog.tsx'],
    account: 'admin',
    url: '/dashboard/category',
    open: (page) => button(page, 'catalog.category.add').click(),
    dialog: (page) => dialogNamed(page, 'catalog.category.add'),
    states: [
      validationState('with its validation errors', 'common.save', 'catalog.category.nameRequired'),
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
];
