/** The campaigns feature's public face: other features import only from here. */
export type { Campaign, CampaignStep, StepType } from './schemas';

/*
 * Ordering's pieces that other paid orders share (the bulk mail center): the stop rules, the list
 * chooser and the price. Importing them registers the ordering state they read.
 */
import './ordering/register';
export { NO_CARD, passOrderRules } from './ordering/orderGate';
export { UpgradeNotice, useUpgradeGate } from './ordering/components/UpgradeNotice';
export { ORDER_LIST_PAGE, OrderListsField } from './ordering/components/OrderListsField';
export { listsCall as orderListsCall, selectOrderLists } from './ordering/slice';
export { OrderPrice } from './ordering/components/OrderPrice';
export { type CampaignPrice, campaignPriceSchema } from './ordering/schemas';
