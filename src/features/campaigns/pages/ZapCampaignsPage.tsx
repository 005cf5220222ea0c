import '../ordering/register';
import '../ordering/components/ordering.css';
import { Empty } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '../../../components/DataTable';
import type { PageProps } from '../../../components/pageProps';
import { Pager } from '../../../components/Pager';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { zapColumns } from '../ordering/components/zapColumns';
import { selectZapHistory, zapHistoryCall } from '../ordering/slice';

/** Sends shown a page (the spec leaves it open; the app's lists show 10). */
const ZAP_PAGE_SIZE = 10;

/**
 * /dashboard/Zap-campaigns (role 2): what the user's Zapier zaps sent, newest first, a page at a
 * time from basicdash-zappiersendtemp-allhistory {limit, offset} (templates-campaigns-contacts §7).
 */
export default function ZapCampaignsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectZapHistory);
  const [page, setPage] = useState(1);
  const offset = (page - 1) * ZAP_PAGE_SIZE;
  const load = useCallback(
    () => dispatch(zapHistoryCall.request({ limit: ZAP_PAGE_SIZE, offset })),
    [dispatch, offset],
  );
  useEffect(() => {
    load();
  }, [load]);

  const total = history.totalCount ?? history.data?.length ?? 0;
  const caption = intl.formatMessage({ id: 'ordering.zap.caption' });
  return (
    <section className="zap-sends" aria-labelledby="zap-sends-title">
      <h1 id="zap-sends-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'ordering.zap.intro' })}</p>
      {history.error ? (
        <RetryAlert
          message={word(callFailureMessage(zapHistoryCall, history.error))}
          onRetry={load}
        />
      ) : null}
      <DataTable
        caption={caption}
        columns={zapColumns(intl)}
        rows={history.error ? [] : (history.data ?? [])}
        loading={history.loading}
        empty={
          history.error ? null : (
            <Empty description={intl.formatMessage({ id: 'ordering.zap.none' })} />
          )
        }
      />
      {history.error || !history.data ? null : (
        <Pager
          current={page}
          pageSize={ZAP_PAGE_SIZE}
          total={total}
          onChange={setPage}
          label={intl.formatMessage({ id: 'ordering.zap.pages' })}
          totalLabel={intl.formatMessage({ id: 'ordering.zap.total' }, { count: total })}
        />
      )}
    </section>
  );
}
