import type { IntlShape } from 'react-intl';
import { DESIGN_SERVICES_FROM_DOLLARS, FUND_AMOUNTS } from '../../../config/constants';
import { getConfig } from '../../../config/env';

/**
 * The figures the answers quote, from the one place each is kept (config), formatted for the
 * language shown. One object serves every message: react-intl ignores the values a message does
 * not use.
 */
export function faqValues(intl: IntlShape): Record<string, string | number> {
  const money = (dollars: number) =>
    intl.formatNumber(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  // FUND_AMOUNTS: one small amount, a run in equal steps, then a few large ones (accounts-money §9).
  const [smallest = 0, rangeFrom = 0, second = 0] = FUND_AMOUNTS;
  const step = second - rangeFrom;
  let end = 1;
  while (end + 1 < FUND_AMOUNTS.length && FUND_AMOUNTS[end + 1]! - FUND_AMOUNTS[end]! === step)
    end += 1;
  return {
    smallest: money(smallest),
    rangeFrom: money(rangeFrom),
    rangeTo: money(FUND_AMOUNTS[end] ?? rangeFrom),
    step: money(step),
    largeAmounts: intl.formatList(FUND_AMOUNTS.slice(end + 1).map(money), {
      type: 'disjunction',
    }),
    designPrice: money(DESIGN_SERVICES_FROM_DOLLARS),
    cancelHours: getConfig().cancelWindowHours,
  };
}
