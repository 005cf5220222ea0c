import { seedContactLists } from '../../../../mocks/contacts/seed';
import { seedOrders } from '../../../../mocks/orders/seed';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  MARKET_ID,
  PLANTED_AT,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';

/** Order history and the bulk mail center under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'order history: the lines of orders (campaign names in them)',
    account: 'market',
    url: '/dashboard/order-history',
    headingId: 'screen.orderHistory',
    plant: ({ data }, strings) => {
      const orders = (data.orders ??= seedOrders());
      const first = nextIdOf(orders);
      for (const [index, text] of strings.entries())
        orders.push({
          id: first + index,
          user_id: MARKET_ID,
          kind: 'top-up',
          template_id: null,
          contact_id: null,
          contact_list_id: null,
          created_at: PLANTED_AT,
          amount_cents: 1000,
          quantity: 1,
          description: text,
        });
    },
  }),
  hostileScreen({
    title: 'bulk mail center: template titles (its choices) and list names',
    account: 'market',
    url: '/dashboard/bulk-mail-center',
    headingId: 'screen.bulkMailCenter',
    plant: ({ data }, strings) => {
      const model = data.templates.find((row) => row.type === 'sms')!;
      const firstTemplate = nextIdOf(data.templates);
      for (const [index, text] of strings.entries())
        data.templates.push({
          ...model,
          id: firstTemplate + index,
          title: text,
          updated_at: PLANTED_AT,
        });
      const lists = (data.contactLists ??= seedContactLists());
      const listModel = lists.find((row) => row.user_id === MARKET_ID && !row.generated)!;
      const firstList = nextIdOf(lists);
      for (const [index, text] of strings.entries())
        lists.push({ ...listModel, id: firstList + index, name: text, created_at: PLANTED_AT });
    },
  }),
];
