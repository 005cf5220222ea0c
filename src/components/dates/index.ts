export { RelativeTime } from './RelativeTime';
export { useRelativeTime, wordRelativeTime } from './useRelativeTime';
export { useNow } from './useNow';
