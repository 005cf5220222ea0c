import { orderIntentStore } from '../../../lib/orderIntent';

/** The bulk send's intent: its key survives retries, double clicks and reloads (lib/orderIntent). */
export const bulkSendIntent = orderIntentStore('mailcraft.bulkSendIntent');
