import { Alert, Button } from 'antd';
import { Pager } from '../Pager';
import { type DataColumn, DataTable } from '../DataTable';
import { useIntl } from 'react-intl';
import { useUserMessage } from '../useUserMessage';
import type { MessageId } from '../../i18n/messageIds';
import { type CallState, callFailureMessage } from '../../state/callState';
import type { FailureDisplay } from '../../api';
import { PAGE_SIZE } from '../useListQuery';

interface AdminListTableProps<Row> {
  list: CallState<Row[]>;
  columns: DataColumn<Row>[];
  page: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  emptyId: MessageId;
  /** The list's call: its failure is worded as the call declares. */
  call: { showFailure: FailureDisplay };
  pagesLabelId: MessageId;
}

/**
 * One page of a admin list with its pager, or why it is not there. A failed load replaces the
 * table with the failure and a Retry: the slot still holds the last rows it loaded, and showing
 * them under a failure would pass them off as the current answer.
 */
export function AdminListTable<Row extends { id: number }>({
  list,
  columns,
  page,
  onPageChange,
  onRetry,
  emptyId,
  call,
  pagesLabelId,
}: AdminListTableProps<Row>) {
  const intl = useIntl();
  const word = useUserMessage();
  if (list.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={word(callFailureMessage(call, list.error))}
        action={
          <Button size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <DataTable<Row>
        columns={columns}
        rows={list.data ?? []}
        // Nothing loaded yet counts as loading: the first frame must not claim the list is empty.
        loading={list.loading || list.data === null}
        empty={intl.formatMessage({ id: emptyId })}
      />
      <Pager
        current={page}
        pageSize={PAGE_SIZE}
        total={list.totalCount ?? 0}
        onChange={onPageChange}
        label={intl.formatMessage({ id: pagesLabelId })}
      />
    </>
  );
}
