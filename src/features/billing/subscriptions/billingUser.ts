import { type SagaIterator } from 'redux-saga';
import { selected } from '../../../state/typedEffects';
import { selectProfile } from '../../auth';
import type { BillingUser } from './api';

/** The caller as the older billing payloads name it (email and user type), or null signed out. */
export function* billingUser(): SagaIterator<(BillingUser & { id: number }) | null> {
  const profile = yield* selected(selectProfile);
  if (!profile) return null;
  return { id: profile.id, email: profile.email, user_type: profile.user_type };
}
