import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { type ApiFailure, inline } from '../../api';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import { sessionEnded } from '../../state/session';
import { type OrderHistoryQuery, type OrderKind, type OrderRow, orderHistoryEndpoint } from './api';

export const historyCall = createCall('orders/history', orderHistoryEndpoint);
/** The export's reads: apart from the table's, so exporting leaves the page on screen as it is. */
export const historyExportCall = createCall('orders/historyExport', orderHistoryEndpoint, {
  showFailure: inline('orders.export.failed'),
});

/** The words of the CSV file, in the user's language (the saga has no intl of its own). */
export interface CsvWords {
  headers: string[];
  kinds: Record<OrderKind, string>;
  statuses: Record<OrderRow['status'], string>;
  fileName: string;
}

/** Export the whole history (of one type when filtered) as CSV: every page is read first. */
export const exportWanted = createAction<{ kind?: OrderKind; words: CsvWords }>(
  'orders/exportWanted',
);
export type HistoryWanted = Omit<OrderHistoryQuery, 'limit'>;

export interface OrdersState {
  history: CallState<OrderRow[]>;
  exporting: boolean;
  exportError: ApiFailure | null;
}

const initialState: OrdersState = {
  history: initialCallState(),
  exporting: false,
  exportError: null,
};

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    exportSettled(state, action: PayloadAction<ApiFailure | null>) {
      state.exporting = false;
      state.exportError = action.payload;
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, historyCall, (state) => state.history);
    builder
      .addCase(exportWanted, (state) => {
        state.exporting = true;
        state.exportError = null;
      })
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectHistory: (state) => state.history,
    selectExporting: (state) => state.exporting,
    selectExportError: (state) => state.exportError,
  },
});

export const { exportSettled } = ordersSlice.actions;
export const { selectHistory, selectExporting, selectExportError } = ordersSlice.selectors;
