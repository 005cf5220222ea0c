import { useIntl } from 'react-intl';
import { formatCents } from '../../../../lib/money';
import { useStepWords } from '../../components/StepStrip';
import type { CampaignPrice } from '../schemas';

/**
 * A price as a table: each step's quantity × unit price and amount, the total, the balance and
 * the balance after. Shared by the order's price and the price of lists added to a running one.
 */
export function PriceLines({
  price,
  caption,
  totalTestId,
}: {
  price: CampaignPrice;
  caption: string;
  totalTestId: string;
}) {
  const intl = useIntl();
  const words = useStepWords();
  const money = (cents: number) => formatCents(cents, intl.locale);
  return (
    <table className="order-price">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {price.steps.map((step) => (
          <tr key={step.index}>
            <th scope="row">
              {intl.formatMessage(
                { id: 'ordering.price.step' },
                // The server numbers steps from 1 (its `index`), as the order's messages do.
                { number: step.index, product: step.product || words.channel(step.type) },
              )}
            </th>
            <td>
              {intl.formatMessage(
                { id: 'ordering.price.line' },
                { quantity: intl.formatNumber(step.quantity), unit: money(step.unit_price) },
              )}
            </td>
            <td className="order-price__amount">{money(step.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {intl.formatMessage({ id: 'ordering.price.total' })}
          </th>
          <td className="order-price__amount" data-testid={totalTestId}>
            {money(price.total)}
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            {intl.formatMessage({ id: 'ordering.price.balance' })}
          </th>
          <td className="order-price__amount">{money(price.balance)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            {intl.formatMessage({ id: 'ordering.price.after' })}
          </th>
          <td className="order-price__amount">{money(price.balance - price.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
