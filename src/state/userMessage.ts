/**
 * What to tell the user and the spec's failure wording live with the endpoints' failure display
 * (api/failureDisplay.ts); the state layer's users read them from here.
 */
export { type UserMessage, failureMessage } from '../api/failureDisplay';
