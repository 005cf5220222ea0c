import { createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import {
  affiliateDetailsEndpoint,
  earningsSubscribersEndpoint,
  earningsTotalsEndpoint,
  resellersEndpoint,
} from './api';

/**
 * The affiliate program's reads. Each is `latest`: a newer page or search replaces the one on its
 * way, so a slow answer to an older request never overwrites the page the user asked for last.
 */
const calls = defineCalls('affiliate', {
  details: affiliateDetailsEndpoint,
  totals: earningsTotalsEndpoint,
  subscribers: earningsSubscribersEndpoint,
  resellers: resellersEndpoint,
});

export const affiliateCallWatchers = calls.watchers;
export const {
  details: detailsCall,
  totals: totalsCall,
  subscribers: subscribersCall,
  resellers: resellersCall,
} = calls.calls;

export const affiliateSlice = createSlice({
  name: 'affiliate',
  initialState: calls.initialState,
  reducers: {},
  extraReducers: (builder) => {
    calls.addCases(builder);
  },
  selectors: calls.selectors,
});

export const { selectDetails, selectTotals, selectSubscribers, selectResellers } =
  affiliateSlice.selectors;
