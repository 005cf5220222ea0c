import '../register';
import './affiliate.css';
import { useCallback, useEffect, useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { FormField, TextInput } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { Pager } from '../../../components/Pager';
import { RetryAlert } from '../../../components/RetryAlert';
import { PAGE_SIZE, useListQuery } from '../../../components/useListQuery';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';
import { formatDate } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Reseller } from '../api';
import { resellersCall, selectResellers } from '../slice';

const STATUS_WORDS: Record<string, MessageId> = {
  active: 'affiliate.status.active',
  past_due: 'affiliate.status.pastDue',
  cancelled: 'affiliate.status.cancelled',
  free: 'affiliate.status.free',
};

/** A status we have words for, in the user's language; another as the server sent it. */
const statusWords = (intl: IntlShape, status: string) =>
  STATUS_WORDS[status] ? intl.formatMessage({ id: STATUS_WORDS[status] }) : status;

/**
 * /dashboard/affiliate-resellers (Design Studio / PRO, issue 29): the spec names the route and
 * says role 3 "gets the affiliates list" (templates-campaigns-contacts §2, §6) but not what it
 * holds. It is every account the reseller brought in through their link or code, newest first,
 * including those still on the free plan: the affiliate page's earnings list shows only who has
 * paid, and a reseller also wants to see who signed up and has not upgraded yet (to follow them
 * up), whose payment is past due, and who cancelled. Search covers name, email and business, the
 * things a reseller remembers a client by; 10 a page, as the app's other lists.
 */
export default function ResellersPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const resellers = useAppSelector(selectResellers);
  const query = useListQuery('');
  const searchId = useId();

  const load = useCallback(() => {
    dispatch(
      resellersCall.request({
        limit: PAGE_SIZE,
        offset: query.offset,
        ...(query.search ? { search_text: query.search } : {}),
      }),
    );
  }, [dispatch, query.offset, query.search]);
  useEffect(load, [load]);

  const money = (cents: number) => formatCents(cents, intl.locale);
  const columns: DataColumn<Reseller>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'affiliate.resellers.name' }),
      render: (_value, row) => (
        <span className="affiliate-person">
          <span className="affiliate-name">{`${row.fname} ${row.lname}`.trim()}</span>
          <span className="affiliate-email">{row.email}</span>
        </span>
      ),
    },
    {
      key: 'business',
      title: intl.formatMessage({ id: 'affiliate.resellers.business' }),
      render: (_value, row) => row.business_name || '—',
    },
    {
      key: 'plan',
      title: intl.formatMessage({ id: 'affiliate.resellers.plan' }),
      dataIndex: 'plan_name',
    },
    {
      key: 'joined',
      title: intl.formatMessage({ id: 'affiliate.resellers.joined' }),
      render: (_value, row) => formatDate(row.joined_at) || '—',
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'affiliate.resellers.status' }),
      render: (_value, row) => statusWords(intl, row.status),
    },
    {
      key: 'earned',
      title: intl.formatMessage({ id: 'affiliate.resellers.earned' }),
      render: (_value, row) => money(row.amount_earned),
    },
  ];

  const total = resellers.totalCount ?? resellers.data?.length ?? 0;
  const caption = intl.formatMessage({ id: 'affiliate.resellers.caption' });
  return (
    <section className="panel affiliate-page" aria-labelledby="resellers-title">
      <h1 id="resellers-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'affiliate.resellers.intro' })}</p>
      <p className="affiliate-back">
        <Link to={paths.dashboard.affiliate.getHref()}>
          {intl.formatMessage({ id: 'affiliate.resellers.back' })}
        </Link>
      </p>
      <div className="affiliate-search">
        <FormField
          id={searchId}
          label={intl.formatMessage({ id: 'affiliate.resellers.search' })}
          problem={null}
        >
          <TextInput
            id={searchId}
            type="search"
            value={query.searchText}
            onChange={(event) => query.setSearchText(event.target.value)}
          />
        </FormField>
      </div>
      {resellers.error ? (
        <RetryAlert
          message={word(callFailureMessage(resellersCall, resellers.error))}
          onRetry={load}
        />
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={resellers.error ? [] : (resellers.data ?? [])}
        loading={resellers.loading}
        empty={
          query.search
            ? intl.formatMessage({ id: 'affiliate.resellers.noMatch' }, { search: query.search })
            : intl.formatMessage({ id: 'affiliate.resellers.empty' })
        }
      />
      <Pager
        current={query.page}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={query.setPage}
        label={caption}
        totalLabel={intl.formatMessage({ id: 'affiliate.resellers.total' }, { count: total })}
      />
    </section>
  );
}
