import { authHandlers } from './auth/handlers';
import { catalogHandlers } from './catalog/handlers';
import { contactExportHandlers } from './contacts/exportHandlers';
import { contactListHandlers } from './contacts/listHandlers';
import { contactHandlers } from './contacts/contactHandlers';
import { listBuilderHandlers } from './contacts/listBuilderHandlers';
import { contactUploadHandlers } from './contacts/uploadHandlers';
import { failedAddressHandlers } from './contacts/failedAddressHandlers';
import { orderHandlers } from './orders/handlers';
import { templateChangeHandlers } from './templates/changeHandlers';
import { templateListHandlers } from './templates/listHandlers';

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
