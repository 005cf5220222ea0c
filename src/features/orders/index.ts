/** The orders feature's public face: other features import only from here. */
export { ORDER_KINDS, type OrderKind, type OrderRow } from './api';
