import { orderIntentStore } from '../../../lib/orderIntent';

/**
 * The launch's intent (lib/orderIntent): one idempotency key per order the user presses Launch
 * for, reused on retries, double clicks and reloads until the server answers for good.
 */
export const launchIntent = orderIntentStore('mailcraft.launchIntent');
