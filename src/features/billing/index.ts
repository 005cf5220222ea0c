/**
 * Billing's public face: cards on file, funding, the Pricing Table. Importing it registers the
 * billing state, which the screens outside the feature that read cards need.
 */
import './register';

export { cardsCall, selectCards, defaultCardOf, fundAmountSuggested } from './slice';
export type { Card } from './schemas';
