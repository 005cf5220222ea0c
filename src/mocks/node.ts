import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers as the browser demo, for vitest. */
export const server = setupServer(...handlers);
