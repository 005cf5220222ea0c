import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import type { UserMessage } from '../../api';
import { defineCalls } from '../../state/defineCalls';
import { sessionEnded } from '../../state/session';
import { type VendorReportQuery, vendorReportCsvEndpoint, vendorReportEndpoint } from './api';

/**
 * The vendor report's read (a newer filter cancels the read in flight) and its CSV, which the
 * export saga runs in sequence with the file's download.
 */
const calls = defineCalls('reports', {
  vendorReport: vendorReportEndpoint,
  vendorCsv: { endpoint: vendorReportCsvEndpoint, run: 'sequence' },
});

export const reportCallWatchers = calls.watchers;
export const { vendorReport: vendorReportCall, vendorCsv: vendorCsvCall } = calls.calls;

/** Download the report under these filters as CSV (ignored while one downloads). */
export const vendorCsvWanted = createAction<VendorReportQuery>('reports/vendorCsvWanted');

export type ReportsState = typeof calls.initialState & {
  /** The CSV download's share received (null: size unknown), or false when none runs. */
  csvProgress: number | null | false;
  /** Why the last CSV export failed, in words; null when it did not. */
  csvFailure: UserMessage | null;
};

const initialState: ReportsState = { ...calls.initialState, csvProgress: false, csvFailure: null };

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    csvProgressed(state, action: PayloadAction<number | null | false>) {
      state.csvProgress = action.payload;
    },
    csvFailed(state, action: PayloadAction<UserMessage | null>) {
      state.csvFailure = action.payload;
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    ...calls.selectors,
    selectCsvProgress: (state) => state.csvProgress,
    selectCsvFailure: (state) => state.csvFailure,
  },
});

export const { csvProgressed, csvFailed } = reportsSlice.actions;
export const { selectVendorReport, selectCsvProgress, selectCsvFailure } = reportsSlice.selectors;
