import { requireDomain } from '../../../i18n/domainMessages';
import { type SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { ApiFailure } from '../../../api';
import { getConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { putAndRun } from '../../../state/callSaga';
import { genericErrorRaised } from '../../../state/notices';
import { sagaServices, selected } from '../../../state/typedEffects';
import { selectProfile } from '../../auth';
import { cardsCall, fundAmountSuggested } from '../../billing';
import { modalOpened } from '../../shell';
import { fundAmountFor, needsUpgrade } from './orderRules';

/** What the rules said: go on, or stop (with a failure to show when the check itself failed). */
export type GateOutcome = { pass: true } | { pass: false; error: ApiFailure | null };

/**
 * The rules that stop a paid order (templates-campaigns-contacts §5, issue 12), in order: no card
 * on file (the spec's words, then Cards); a tier 0 user of the print brand (the upgrade-needed
 * modal); a balance below the total (Fund Account with the shortfall's amount chosen). Each stop
 * has already told the user what to do when this returns.
 */
export function* passOrderRules(totalCents: number): SagaIterator<GateOutcome> {
  const { navigate } = yield* sagaServices();
  // A failure of the card read is worded in billing's words, which the order page does not load
  // (and, should they not come, the failure is still told, in the app's generic words).
  yield call(() => requireDomain('billing').catch(() => undefined));
  const cards = yield* putAndRun(cardsCall, {});
  if (!cards.ok) return { pass: false, error: cards.failure.error };
  if (cards.success.data.length === 0) {
    yield put(genericErrorRaised({ id: 'ordering.cardRequired' }));
    navigate(paths.dashboard.membership.getHref());
    return { pass: false, error: null };
  }
  const profile = yield* selected(selectProfile);
  if (needsUpgrade(profile, getConfig().printBrandOrgId)) {
    yield put(modalOpened('upgradeNeeded'));
    return { pass: false, error: null };
  }
  const balance = profile?.total_creditpoints ?? 0;
  if (balance < totalCents) {
    yield put(fundAmountSuggested(fundAmountFor(totalCents - balance)));
    yield put(modalOpened('fundAccount'));
    return { pass: false, error: null };
  }
  return { pass: true };
}

/** The server's own check of the card rule (its words) leads to Cards as well. */
export const NO_CARD = 'You must have a valid card on file before placing the order';
