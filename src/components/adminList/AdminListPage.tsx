import type { UnknownAction } from '@reduxjs/toolkit';
import { type ReactNode, Suspense, useEffect, useEffectEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ApiFailure, FailureDisplay } from '../../api';
import type { MessageId } from '../../i18n/messageIds';
import { type CallState, callFailureMessage } from '../../state/callState';
import { useAppDispatch } from '../../state/hooks';
import type { UserMessage } from '../../state/userMessage';
import type { DataColumn } from '../DataTable';
import { PAGE_SIZE, useListQuery } from '../useListQuery';
import { AdminListTable } from './AdminListTable';
import { AdminListToolbar } from './AdminListToolbar';
import { RowActions } from './RowActions';
import { useAdminListChanges } from './useAdminListChanges';

/** What the list call is asked for: the search text and the page's window. */
export interface ListWindow {
  search: string;
  limit: number;
  offset: number;
}

/** What every add / edit dialog of an admin list receives. */
export interface AdminDialogProps<Row, Values> {
  /** The row being edited, or null for "add". */
  record: Row | null;
  saving: boolean;
  failure: UserMessage | null;
  onCancel: () => void;
  onSubmit: (values: Values) => void;
}

/** A change other than save and delete that a column starts (a status switch), and its busy flag. */
export interface RowChanges<Extra> {
  busy: boolean;
  /** Sends the change unless another is in flight; says whether it went out. */
  run: (extra: Extra, action: UnknownAction) => boolean;
}

export interface AdminListConfig<Row extends { id: number }, Values, Extra = never> {
  titleId: MessageId;
  /** The list call's slot, and the slot its add, edit, delete (and `run`) calls share. */
  list: CallState<Row[]>;
  change: CallState<unknown>;
  /** The list's call: its failure is worded as the call declares. */
  listCall: { showFailure: FailureDisplay };
  listRequest: (window: ListWindow) => UnknownAction;
  /** The extra filters' values: a change reloads from page 1. */
  filterKey?: string;
  /** Extra filters beside the search box. */
  filters?: ReactNode;
  texts: {
    search: MessageId;
    searchPlaceholder: MessageId;
    add: MessageId;
    empty: MessageId;
    pages: MessageId;
  };
  /** The data columns; Edit and Delete come after them. */
  columns: (changes: RowChanges<Extra>) => DataColumn<Row>[];
  /** Names each row's Edit and Delete buttons. */
  rowName: (row: Row) => string;
  deleteRequest: (row: Row) => UnknownAction;
  saveRequest: (values: Values, record: Row | null) => UnknownAction;
  /** The call a save sends, whose failure wording the dialog shows. */
  saveCall: (record: Row | null) => { showFailure: FailureDisplay };
  /** The add / edit dialog, lazily loaded by the page so antd's Form stays out of its first load. */
  dialog: (props: AdminDialogProps<Row, Values>) => ReactNode;
  /** The outcome of a change started with `run`. */
  onOther?: (extra: Extra, settled: CallState<unknown>) => void;
}

/**
 * An admin list screen: a search box and filters, ten rows a page with Edit and Delete (asking
 * first, spec §5), an add / edit dialog, the list's failure with Retry. A saved dialog closes and
 * the page reloads; a delete reloads (stepping back a page when it emptied the last one).
 */
export function AdminListPage<Row extends { id: number }, Values, Extra = never>(
  config: AdminListConfig<Row, Values, Extra>,
) {
  const { list, change, texts, filterKey = '' } = config;
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const query = useListQuery(filterKey);

  const reload = () => {
    dispatch(config.listRequest({ search: query.search, limit: PAGE_SIZE, offset: query.offset }));
  };
  // The page builds its request afresh each render; the list loads when the window or the filters
  // change, not on every render.
  const loadWindow = useEffectEvent(reload);
  useEffect(() => loadWindow(), [query.search, query.offset, filterKey]);

  const changes = useAdminListChanges<Row, Extra>({
    change,
    rowsOnPage: list.data?.length ?? 0,
    page: query.page,
    setPage: query.setPage,
    reload,
    onOther: config.onOther,
  });

  const columns: DataColumn<Row>[] = [
    ...config.columns({ busy: change.loading, run: changes.run }),
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'common.actions' }),
      render: (_value, row) => (
        <RowActions
          name={config.rowName(row)}
          disabled={change.loading}
          onEdit={() => changes.openEdit(row)}
          onDelete={() => changes.remove(config.deleteRequest(row))}
        />
      ),
    },
  ];

  const record = changes.dialog?.record ?? null;
  const failure: ApiFailure | null = changes.dialog?.failure ?? null;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h1 id={headingId}>{intl.formatMessage({ id: config.titleId })}</h1>
      <AdminListToolbar
        searchLabelId={texts.search}
        searchPlaceholderId={texts.searchPlaceholder}
        searchText={query.searchText}
        onSearchTextChange={query.setSearchText}
        addLabelId={texts.add}
        onAdd={changes.openCreate}
      >
        {config.filters}
      </AdminListToolbar>
      <AdminListTable<Row>
        list={list}
        columns={columns}
        page={query.page}
        onPageChange={query.setPage}
        onRetry={reload}
        emptyId={texts.empty}
        call={config.listCall}
        pagesLabelId={texts.pages}
      />
      {changes.dialog ? (
        <Suspense fallback={null}>
          {config.dialog({
            record,
            saving: change.loading,
            failure: failure && callFailureMessage(config.saveCall(record), failure),
            onCancel: changes.closeDialog,
            onSubmit: (values) => changes.save(config.saveRequest(values, record)),
          })}
        </Suspense>
      ) : null}
    </section>
  );
}
