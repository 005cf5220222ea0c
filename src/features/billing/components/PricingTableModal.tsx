import '../register';
import './billing.css';
import { Button, Modal, Spin } from 'antd';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { useEffect } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { formatCents } from '../../../lib/money';
import type { MessageId } from '../../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import {
  PRICE_COLUMNS,
  type PriceColumn,
  type DigitalGroup,
  type TierLabel,
  type TierRow,
  digitalGroups,
  printRows,
} from '../pricingRows';
import { pricingTableCall, selectPricingTable } from '../slice';

const COLUMN_TITLE: Record<PriceColumn, MessageId> = {
  mine: 'billing.pricing.mine',
  starter: 'billing.pricing.starter',
  essentials: 'billing.pricing.essentials',
  pro: 'billing.pricing.pro',
};

function tierText(intl: IntlShape, label: TierLabel): string {
  return label.kind === 'top'
    ? intl.formatMessage({ id: 'billing.pricing.topTier' }, { min: label.min })
    : intl.formatMessage({ id: 'billing.pricing.tier' }, { min: label.min, max: label.max });
}

type PricedRow = { id: number; prices: Record<PriceColumn, number | null> };

function priceColumns<Row extends PricedRow>(intl: IntlShape): DataColumn<Row>[] {
  return PRICE_COLUMNS.map((column) => ({
    key: column,
    title: intl.formatMessage({ id: COLUMN_TITLE[column] }),
    render: (_: unknown, row: Row) => {
      const cents = row.prices[column];
      return cents === null
        ? intl.formatMessage({ id: 'billing.pricing.none' })
        : formatCents(cents, intl.locale);
    },
  }));
}

/** Our two categories in words; any other is the server's own name for it, shown as sent. */
function categoryName(intl: IntlShape, category: string): string {
  return category === 'DIGITAL' || category === 'DATA'
    ? intl.formatMessage({ id: `billing.pricing.category.${category}` })
    : category;
}

/** The sidebar's Pricing (roles 2 and 3): the user's prices beside each plan's (accounts-money §2). */
export default function PricingTableModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useFocusReturn();
  const table = useAppSelector(selectPricingTable);
  const profile = useAppSelector(selectProfile);
  useEffect(() => {
    dispatch(pricingTableCall.request({}));
  }, [dispatch]);
  const data = table.data;
  return (
    <Modal
      open
      width={900}
      title={intl.formatMessage({ id: 'screen.pricing' })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      }
    >
      <h2>
        {intl.formatMessage({ id: 'billing.pricing.heading' }, { name: profile?.fname ?? '' })}
      </h2>
      {table.loading ? <Spin /> : null}
      {table.error && !table.loading ? (
        <p role="alert">{intl.formatMessage({ id: 'error.generic' })}</p>
      ) : null}
      {data ? (
        <>
          <section className="pricing-table__section" aria-labelledby="pricing-print">
            <h3 id="pricing-print">{intl.formatMessage({ id: 'billing.pricing.print' })}</h3>
            {printRows(data).map((product) => (
              <div key={product.name}>
                <h4 className="pricing-table__product">{product.name}</h4>
                <DataTable
                  caption={product.name}
                  loading={false}
                  empty={null}
                  rows={product.tiers.map((tier, index) => ({ ...tier, id: index }))}
                  columns={[
                    {
                      key: 'quantity',
                      title: intl.formatMessage({ id: 'billing.pricing.quantity' }),
                      render: (_: unknown, row) => tierText(intl, row.label),
                    },
                    ...priceColumns<TierRow & { id: number }>(intl),
                  ]}
                />
              </div>
            ))}
          </section>
          <section className="pricing-table__section" aria-labelledby="pricing-digital">
            <h3 id="pricing-digital">{intl.formatMessage({ id: 'billing.pricing.digital' })}</h3>
            {digitalGroups(data).map((group) => (
              <div key={group.category}>
                <h4 className="pricing-table__product">{categoryName(intl, group.category)}</h4>
                <DataTable
                  caption={categoryName(intl, group.category)}
                  loading={false}
                  empty={null}
                  rows={group.products.map((product, index) => ({ ...product, id: index }))}
                  columns={[
                    {
                      key: 'product',
                      title: intl.formatMessage({ id: 'billing.pricing.product' }),
                      dataIndex: 'name',
                    },
                    ...priceColumns<DigitalGroup['products'][number] & { id: number }>(intl),
                  ]}
                />
              </div>
            ))}
          </section>
        </>
      ) : null}
    </Modal>
  );
}
