import './ordering.css';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { listsCall, selectOrderLists } from '../slice';
import { Choice } from '../../../../components/controls';

/** The lists an order may choose from: the server's largest page. */
export const ORDER_LIST_PAGE = { limit: 100, offset: 0 };

/**
 * The user's contact lists with their counts; a list still importing cannot be chosen yet. Lists
 * in `exclude` are not offered (those a running campaign already sends to), and `noneLeft` says
 * so when that leaves none.
 */
export function OrderListsField({
  chosen,
  problem,
  onChange,
  exclude = [],
  noneLeft,
  failureShownAbove = false,
}: {
  chosen: readonly number[];
  problem: string | null;
  onChange: (ids: number[]) => void;
  exclude?: readonly number[];
  noneLeft?: string;
  /** The screen shows this load's failure with its own, under one Retry for both. */
  failureShownAbove?: boolean;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectOrderLists);
  useEffect(() => {
    dispatch(listsCall.request(ORDER_LIST_PAGE));
  }, [dispatch]);
  const offered = (lists.data ?? []).filter((list) => !exclude.includes(list.id));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((listId) => listId !== id));
  return (
    <fieldset
      className="order-lists"
      aria-describedby={problem ? 'order-lists-problem' : undefined}
    >
      <legend>{intl.formatMessage({ id: 'ordering.lists.legend' })}</legend>
      {lists.error && !failureShownAbove ? (
        <RetryAlert
          message={word(callFailureMessage(listsCall, lists.error))}
          onRetry={() => dispatch(listsCall.request(ORDER_LIST_PAGE))}
        />
      ) : null}
      {lists.loading && !lists.data ? <Spin /> : null}
      {lists.data?.length === 0 ? <p>{intl.formatMessage({ id: 'ordering.lists.none' })}</p> : null}
      {lists.data && lists.data.length > 0 && offered.length === 0 && noneLeft ? (
        <p>{noneLeft}</p>
      ) : null}
      {offered.map((list) => {
        const importing = list.status !== 'ready';
        const noteId = `order-list-${list.id}-note`;
        return (
          <div key={list.id} className="order-lists__choice">
            <label className="control-choice-label">
              <Choice
                type="checkbox"
                checked={chosen.includes(list.id)}
                disabled={importing}
                aria-describedby={importing || list.dpv_failed_count > 0 ? noteId : undefined}
                onChange={(event) => toggle(list.id, event.target.checked)}
              />{' '}
              {list.name}{' '}
              <span className="order-lists__count">
                ({intl.formatMessage({ id: 'ordering.lists.count' }, { count: list.total_count })})
              </span>
            </label>
            {importing ? (
              <p id={noteId} className="order-lists__warning">
                {intl.formatMessage({ id: 'ordering.lists.importing' })}
              </p>
            ) : list.dpv_failed_count > 0 ? (
              <p id={noteId} className="order-lists__warning">
                {intl.formatMessage(
                  { id: 'ordering.lists.failedAddresses' },
                  { count: list.dpv_failed_count },
                )}
              </p>
            ) : null}
          </div>
        );
      })}
      {problem ? (
        <p id="order-lists-problem" className="builder-field__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
