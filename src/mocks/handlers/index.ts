import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { contactExportHandlers } from './contactExport';
import { contactListHandlers } from './contactLists';
import { contactHandlers } from './contacts';
import { listBuilderHandlers } from './listBuilder';
import { contactUploadHandlers } from './contactUpload';
import { failedAddressHandlers } from './failedAddresses';
import { orderHandlers } from './orders';
import { templateChangeHandlers } from './templateChanges';
import { templateListHandlers } from './templateLists';

/** Every mock handler: the browser demo, the unit tests and e2e all serve these. */
export const handlers = [
  ...authHandlers,
  ...catalogHandlers,
  ...templateListHandlers,
  ...templateChangeHandlers,
  ...orderHandlers,
  ...contactListHandlers,
  ...contactHandlers,
  ...contactUploadHandlers,
  ...failedAddressHandlers,
  ...contactExportHandlers,
  ...listBuilderHandlers,
];
