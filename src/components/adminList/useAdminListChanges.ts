import type { UnknownAction } from '@reduxjs/toolkit';
import { useRef, useState } from 'react';
import type { ApiFailure } from '../../api';
import type { CallState } from '../../state/callState';
import { useAppDispatch } from '../../state/hooks';
import { useCallSettled } from '../../state/useCallSettled';

/** The open add / edit dialog; null while none is open. */
export interface DialogState<Row> {
  /** The row being edited, or null for "add". */
  record: Row | null;
  /** The failure of this dialog's last save only: an older delete's error never shows here. */
  failure: ApiFailure | null;
}

type Tag<Extra> = { kind: 'save' } | { kind: 'delete' } | { kind: 'other'; extra: Extra };

interface Options<Extra> {
  change: CallState<unknown>;
  /** Rows on the current page and the page, so deleting a page's last row steps back a page. */
  rowsOnPage: number;
  page: number;
  setPage: (page: number) => void;
  reload: () => void;
  /** The outcome of a change started with `run` (the industry status switch). */
  onOther?: (extra: Extra, settled: CallState<unknown>) => void;
}

/**
 * The create/edit dialog and the row actions of a admin list, and what follows each outcome:
 * a saved dialog closes and the page reloads, a failed save keeps the dialog open with the
 * failure; a delete reloads, and a failed delete is left to the saga's toast (one place on screen).
 */
export function useAdminListChanges<Row, Extra = never>(options: Options<Extra>) {
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<DialogState<Row> | null>(null);

  // The change slot (categoryChange, industryChange) holds only the last change's loading and
  // error, so it cannot tell two changes apart: one is followed at a time, and a second is refused
  // while it runs. The refusal is synchronous, which also stops a double click from sending the
  // same create twice before the loading state has even rendered.
  const pending = useRef<Tag<Extra> | null>(null);
  const settle = (settled: CallState<unknown>) => {
    const tag = pending.current;
    if (!tag) return;
    pending.current = null;
    if (tag.kind === 'other') {
      options.onOther?.(tag.extra, settled);
    } else if (tag.kind === 'save') {
      if (settled.error) setDialog((current) => current && { ...current, failure: settled.error });
      else {
        setDialog(null);
        options.reload();
      }
    } else if (!settled.error) {
      if (options.rowsOnPage === 1 && options.page > 1) options.setPage(options.page - 1);
      else options.reload();
    }
  };
  useCallSettled(options.change, (slot) => !slot.loading, {
    onSuccess: settle,
    onFailure: (_error, slot) => settle(slot),
  });

  /** Dispatches the change unless another is in flight; says whether it went out. */
  const send = (tag: Tag<Extra>, action: UnknownAction): boolean => {
    if (pending.current) return false;
    pending.current = tag;
    dispatch(action);
    return true;
  };

  return {
    dialog,
    openCreate: () => setDialog({ record: null, failure: null }),
    openEdit: (record: Row) => setDialog({ record, failure: null }),
    closeDialog: () => setDialog(null),
    save: (action: UnknownAction) => send({ kind: 'save' }, action),
    remove: (action: UnknownAction) => send({ kind: 'delete' }, action),
    run: (extra: Extra, action: UnknownAction) => send({ kind: 'other', extra }, action),
  };
}
