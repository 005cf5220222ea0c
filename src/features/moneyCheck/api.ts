import * as z from 'zod/mini';
import { defineEndpoint, silent } from '../../api';
import { centsFromDollars, numberLike, optionalId, text } from '../../api/fields';

/** A ledger row an intent made: a campaign charge, a bulk send, a top-up, a refund. */
export const intentRowSchema = z.object({
  kind: text,
  order_no: text,
  /** In dollars on the wire; cents here. */
  amount: z.catch(centsFromDollars, 0),
  /** Pieces the row covers (contacts, texts, cards). */
  quantity: numberLike,
  /** The campaign order a campaign or refund row belongs to. */
  user_campaign_id: z.catch(optionalId, null),
});
export type IntentRow = z.infer<typeof intentRowSchema>;

/**
 * The ledger rows one money intent made, by the Idempotency-Key it was sent with (ours: the
 * orders service files every money movement under the key of the call that made it, as Stripe
 * keeps a client reference). After an answer that never came, the app reads it to find out
 * whether the payment went through, instead of guessing or sending it again. Silent: the money
 * action's own notice says what was found.
 */
export const intentLedgerEndpoint = defineEndpoint<{ reference: string }, IntentRow[]>({
  id: 'money.intentLedger',
  base: 'orders',
  path: 'orders/by-reference',
  data: z.array(intentRowSchema),
  showFailure: silent,
});
