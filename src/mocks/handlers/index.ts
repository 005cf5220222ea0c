import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { contactHandlers } from './contacts';
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
  ...contactHandlers,
];
