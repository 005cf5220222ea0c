import { type SagaIterator } from 'redux-saga';
import { all, call, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  type ApiResult,
  callEndpoint,
  describeFailure,
  isApiError,
  isFinalAnswer,
  toApiFailure,
} from '../../api';
import { PLAN_SKUS, PRICE_QUANTITY, type PlanSku } from '../../config/constants';
import { putAndRun, showFailure } from '../../state/callSaga';
import type { EndpointCall } from '../../state/callState';
import type { UserMessage } from '../../state/userMessage';
import { clearExternalProfile } from '../../lib/externalProfile';
import { sessionOpened } from '../auth';
import { clearDraft } from './draft';
import {
  type SignupProgress,
  clearProgress,
  readProgress,
  registerKeyOf,
  saveProgress,
  upgradeIntentOf,
} from './progress';
import { DOMAIN_CHECK_DELAY_MS, bareDomain, domainProblem } from './rules';
import {
  type CreateFailure,
  accountRequested,
  checkDomainCall,
  createFinished,
  customerCall,
  domainCheckWanted,
  domainTyped,
  freeCustomerCall,
  priceCall,
  pricesLoaded,
  pricesLoading,
  pricesWanted,
  registerCall,
  saveCardCall,
  signupCallWatchers,
  toBasicCall,
  toProCall,
} from './slice';

/** The five plan SKUs whose prices sign-up shows (accounts-money §3 Plan SKUs). */
export const SIGNUP_SKUS: readonly PlanSku[] = Object.values(PLAN_SKUS);

function* loadPrices(): SagaIterator {
  yield put(pricesLoading());
  const outcomes = (yield all(
    SIGNUP_SKUS.map((sku) =>
      call(
        putAndRun<{ sku_numbers: PlanSku[]; quantity: number }, { total_price: number }>,
        priceCall,
        {
          sku_numbers: [sku],
          quantity: PRICE_QUANTITY,
        },
      ),
    ),
  )) as { ok: boolean; success?: { data: { total_price: number } } }[];
  const cents: Partial<Record<PlanSku, number>> = {};
  SIGNUP_SKUS.forEach((sku, index) => {
    const outcome = outcomes[index]!;
    if (outcome.ok && outcome.success) cents[sku] = outcome.success.data.total_price;
  });
  yield put(pricesLoaded({ cents, failed: outcomes.some((outcome) => !outcome.ok) }));
}

/**
 * The website's existence check (accounts-money §5, §9): on the bare domain, once the field has
 * rested 3 seconds (a newer change restarts the wait), or at once when Next asks. An empty or
 * malformed website is not sent.
 */
function* checkDomain(action: ReturnType<typeof domainTyped>): SagaIterator {
  const domain = bareDomain(action.payload);
  if (!domain || domainProblem(action.payload)) {
    yield put(checkDomainCall.clear());
    return;
  }
  if (domainTyped.match(action)) yield delay(DOMAIN_CHECK_DELAY_MS);
  yield* putAndRun(checkDomainCall, { domain_name: domain });
}

type Outcome<Data> =
  { ok: true; data: Data } | { ok: false; failure: CreateFailure; final: boolean };

/** The server's Laravel-style field errors of a refusal, by field. */
function fieldErrorsOf(thrown: unknown): Record<string, string[]> {
  const body = isApiError(thrown) ? thrown.body : undefined;
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (list.length > 0) fields[field] = list;
  }
  return fields;
}

/**
 * One call of "Create account" through its trio, with the new account's token when it has one
 * (the session is opened only once everything is done, so the page is not led away midway; the
 * store's session stays empty until then). Field errors are kept by field for the form.
 */
function* run<Req, Data>(
  trio: EndpointCall<Req, Data>,
  request: Req,
  stage: CreateFailure['stage'],
  token: string | null,
): SagaIterator<Outcome<Data>> {
  yield put(trio.request(request, 'sequence'));
  const controller = new AbortController();
  try {
    const result = (yield call(callEndpoint<Req, Data>, trio.endpoint, request, {
      token,
      signal: controller.signal,
    })) as ApiResult<Data>;
    yield put(
      trio.success({ request, data: result.data, totalCount: undefined, message: result.message }),
    );
    return { ok: true, data: result.data };
  } catch (thrown) {
    const error = toApiFailure(thrown);
    yield put(trio.failure({ request, error }));
    const shown = describeFailure(trio.showFailure, error);
    // A toast-worded failure (none here today) still reaches the user.
    if (shown.show === 'toast') yield* showFailure(trio.showFailure, error);
    const message: UserMessage = shown.message ?? { id: 'signup.plan.failed' };
    return {
      ok: false,
      final: isFinalAnswer(error),
      failure: { stage, message, fields: fieldErrorsOf(thrown), open: !isFinalAnswer(error) },
    };
  } finally {
    controller.abort();
  }
}

/** Sends a money call again under the same key when no final answer came (it replays, never twice). */
function* runTwiceIfOpen<Req, Data>(
  trio: EndpointCall<Req, Data>,
  request: Req,
  token: string,
): SagaIterator<Outcome<Data>> {
  const first = yield* run(trio, request, 'plan', token);
  if (first.ok || first.final) return first;
  return yield* run(trio, request, 'plan', token);
}

/**
 * "Create account" (issue 28): register first (its key kept until a final answer, so a lost answer
 * is replayed and never makes a second account), then the plan's older-API billing calls with the
 * new account's token: Free → the free basic customer; a paid plan → the customer with its card,
 * the card saved on the account, then the freemium upgrade that charges it (its own key, one
 * charge per intent). What is done is kept (sessionStorage), so Retry resumes where it stopped.
 * Last, the session opens and the sign-in's entry rules lead the person on.
 */
function* createAccount(action: ReturnType<typeof accountRequested>): SagaIterator {
  const wanted = action.payload;
  let progress = readProgress();
  const keep = (change: Partial<SignupProgress>) => {
    progress = { ...progress, ...change };
    saveProgress(progress);
  };
  const stop = (failure: CreateFailure) => put(createFinished(failure));

  // An account made by an earlier attempt, for this address, is used again.
  if (
    progress.account &&
    progress.account.email.toLowerCase() !== wanted.email.trim().toLowerCase()
  )
    keep({ account: null, customerDone: false, cardSaved: null, upgrade: null });
  if (!progress.account) {
    keep({ registerKey: registerKeyOf(progress) });
    const registered = yield* run(
      registerCall,
      {
        idempotency_key: progress.registerKey!,
        fname: wanted.fname,
        lname: wanted.lname,
        email: wanted.email.trim(),
        phone_no: wanted.phone,
        password: wanted.password,
        password_confirmation: wanted.password,
        business_name: wanted.businessName,
        domain: wanted.domain,
        industry_id: wanted.industryId,
        referralby_userid: wanted.referralUserId,
      },
      'register',
      null,
    );
    if (!registered.ok) {
      // A refusal ends this intent: the next attempt (other fields) is another key.
      if (registered.final) keep({ registerKey: null });
      yield stop(registered.failure);
      return;
    }
    keep({ account: registered.data, registerKey: null });
  }

  const account = progress.account!;
  const token = account.api_token;
  // The billing payloads' `domain` is the account's id, as the upgrades send it (§4 Plan upgrades).
  const billingDomain = String(account.id);
  const name = `${account.fname} ${account.lname}`.trim();

  if (wanted.plan === 'free' || !wanted.sku || !wanted.cardToken) {
    if (!progress.customerDone) {
      const customer = yield* runTwiceIfOpen(
        freeCustomerCall,
        { email: account.email, domain: billingDomain, name, user_type: 'freemium' },
        token,
      );
      if (!customer.ok) {
        yield stop(customer.failure);
        return;
      }
      keep({ customerDone: true });
    }
  } else {
    if (!progress.customerDone) {
      const customer = yield* runTwiceIfOpen(
        customerCall,
        {
          email: account.email,
          domain: billingDomain,
          name,
          user_type: wanted.plan,
          card_token: wanted.cardToken,
          phone_no: wanted.phone,
          address: wanted.address.line1,
          city: wanted.address.city,
          state: '',
          zip: wanted.address.zip,
          billing_fullname: wanted.cardName || name,
          billing_phone_no: wanted.phone,
          secondary_email: '',
        },
        token,
      );
      if (!customer.ok) {
        yield stop(customer.failure);
        return;
      }
      keep({ customerDone: true });
    }
    if (progress.cardSaved !== wanted.cardToken) {
      const saved = yield* runTwiceIfOpen(
        saveCardCall,
        {
          email: account.email,
          user_type: wanted.plan,
          card_token: wanted.cardToken,
          domain: billingDomain,
        },
        token,
      );
      if (!saved.ok) {
        yield stop(saved.failure);
        return;
      }
      keep({ cardSaved: wanted.cardToken });
    }
    const intent = upgradeIntentOf(progress, wanted.sku);
    keep({ upgrade: intent });
    const upgraded = yield* runTwiceIfOpen(
      wanted.plan === 'pro' ? toProCall : toBasicCall,
      { product_sku: wanted.sku, idempotency_key: intent.key },
      token,
    );
    if (!upgraded.ok) {
      // A refusal (a declined card) ends this intent; an open one keeps its key for Retry.
      if (upgraded.final) keep({ upgrade: null });
      yield stop(upgraded.failure);
      return;
    }
  }

  clearProgress();
  clearDraft('signup');
  clearDraft('oauth');
  // The provider's vouching has done its work: /oauth/register has nothing left to complete.
  clearExternalProfile();
  yield put(createFinished(null));
  yield put(sessionOpened({ session: account, next: null }));
}

export function* signupSaga(): SagaIterator {
  yield all([
    ...signupCallWatchers,
    takeLatest(pricesWanted, loadPrices),
    takeLatest([domainTyped.type, domainCheckWanted.type], checkDomain),
    // A second press while one runs is the same intent: ignored (the keys also guard it).
    takeLeading(accountRequested, createAccount),
  ]);
}
