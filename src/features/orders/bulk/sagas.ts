import { type SagaIterator } from 'redux-saga';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { isFinalAnswer } from '../../../api';
import { paths } from '../../../config/paths';
import { putAndRun } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { sagaServices } from '../../../state/typedEffects';
import { latest } from '../../../state/watchers';
import type { Template } from '../../templates';
import { MAX_TEMPLATE_PAGES, TEMPLATE_PAGE_SIZE } from './api';
import { profileRefreshWanted } from '../../auth';
import { type IntentOutcome, findOutOpenOutcome, settleEarlierOrder } from '../../moneyCheck';
import { NO_CARD, passOrderRules } from '../../campaigns';
import { bulkSendIntent } from './intent';
import {
  bulkPriceCall,
  bulkPriceWanted,
  bulkProofCall,
  bulkSendCall,
  bulkSendErrorDismissed,
  bulkSendRequested,
  bulkSendSettled,
  bulkTemplatePageCall,
  bulkTemplatesCall,
} from './slice';

/** Every template of the channel, page after page until the total is reached. */
function* loadTemplates(action: ReturnType<typeof bulkTemplatesCall.request>): SagaIterator {
  const request = action.payload;
  const templates: Template[] = [];
  for (let page = 0; page < MAX_TEMPLATE_PAGES; page += 1) {
    const outcome = yield* putAndRun(bulkTemplatePageCall, {
      type: request.type,
      limit: TEMPLATE_PAGE_SIZE,
      offset: page * TEMPLATE_PAGE_SIZE,
    });
    if (!outcome.ok) {
      yield put(bulkTemplatesCall.failure({ request, error: outcome.failure.error }));
      return;
    }
    const { data, totalCount } = outcome.success;
    templates.push(...data);
    if (data.length < TEMPLATE_PAGE_SIZE || templates.length >= (totalCount ?? 0)) break;
  }
  yield put(
    bulkTemplatesCall.success({
      request,
      data: templates,
      totalCount: templates.length,
      message: undefined,
    }),
  );
}

function* loadPrice(action: ReturnType<typeof bulkPriceWanted>): SagaIterator {
  yield* putAndRun(bulkPriceCall, action.payload);
}

/** It went out: the toast with what was sent, the fresh balance, and the order history. */
function* sent(quantity: number, order: string): SagaIterator {
  const { navigate } = yield* sagaServices();
  bulkSendIntent.markDone();
  yield put(bulkSendSettled(null));
  yield put(successRaised({ id: 'bulk.sent', values: { count: quantity, order } }));
  yield put(profileRefreshWanted());
  navigate(paths.dashboard.orderHistory.getHref());
}

/** The bulk-mail row an intent made, as the ledger tells it (after an answer that never came). */
function* sentAsFound(found: IntentOutcome): SagaIterator {
  const row = found.kind === 'done' ? found.rows[0] : undefined;
  if (row) yield* sent(row.quantity, row.order_no);
}

/**
 * Pay and send: the order rules first (card, plan, balance: the same stops as a campaign launch),
 * then one send per intent, however often the button is pressed or the page reloaded. With no
 * answer the ledger says whether it went out; an earlier send never heard back about is found out
 * before another is paid for.
 */
function* send(action: ReturnType<typeof bulkSendRequested>): SagaIterator {
  const { form, totalCents } = action.payload;
  const { navigate } = yield* sagaServices();
  if (bulkSendIntent.wasDone(form)) {
    yield put(bulkSendSettled(null));
    return;
  }
  const earlier = bulkSendIntent.unfinishedOther(form);
  if (earlier) {
    const settled = yield* settleEarlierOrder(earlier);
    if (settled.next === 'done') {
      yield* sentAsFound(settled.found);
      return;
    }
    if (settled.next === 'stop') {
      yield put(bulkSendSettled(null));
      return;
    }
    bulkSendIntent.forget();
  }
  const gate = yield* passOrderRules(totalCents);
  if (!gate.pass) {
    yield put(bulkSendSettled(gate.error));
    return;
  }
  const key = bulkSendIntent.keyFor(form);
  const outcome = yield* putAndRun(bulkSendCall, {
    ...form,
    proof_approved: 1,
    idempotency_key: key,
  });
  if (outcome.ok) {
    yield* sent(outcome.success.data.quantity, outcome.success.data.order_id);
    return;
  }
  const { error } = outcome.failure;
  yield put(bulkSendSettled(error));
  if (isFinalAnswer(error)) {
    bulkSendIntent.forget();
    if (error.serverMessage === NO_CARD) navigate(paths.dashboard.membership.getHref());
    return;
  }
  const found = yield* findOutOpenOutcome(key);
  if (found.kind === 'done') yield* sentAsFound(found);
  else if (found.kind === 'notDone') yield put(bulkSendErrorDismissed());
}

export function* bulkSaga(): SagaIterator {
  yield all([
    takeLatest(bulkTemplatesCall.request, loadTemplates),
    latest(bulkProofCall),
    takeLatest(bulkPriceWanted, loadPrice),
    takeLeading(bulkSendRequested, send),
  ]);
}
