import type { BillingPeriod } from '../billing';

/**
 * What the sign-up form keeps while the person fills it in, so going back a step or reloading the
 * page loses nothing: drafted in localStorage, per form (sign-up or completing an external
 * sign-up). Never the password, its confirmation or the card: only the fields listed here are
 * written, whatever the form holds.
 */

export type PlanChoice = 'free' | 'basic' | 'pro';
export type Step = 1 | 2 | 3;

/** The PRO reseller whose affiliate page (or /pro-plan/{domain}) the person came from. */
export interface Referral {
  user_id: number;
  business_name: string;
  domain: string;
}

export interface SignupDraft {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  businessName: string;
  website: string;
  industryId: string;
  plan: PlanChoice;
  period: BillingPeriod;
  step: Step;
  referral: Referral | null;
}

export type DraftForm = 'signup' | 'oauth';

export const EMPTY_DRAFT: SignupDraft = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  businessName: '',
  website: '',
  industryId: '',
  plan: 'free',
  period: 'annual',
  step: 1,
  referral: null,
};

const keyOf = (form: DraftForm) => `mailcraft.signupDraft.${form}`;
const TEXT_FIELDS = [
  'fname',
  'lname',
  'email',
  'phone',
  'businessName',
  'website',
  'industryId',
] as const;

function referralOf(value: unknown): Referral | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return typeof record.user_id === 'number' &&
    typeof record.business_name === 'string' &&
    typeof record.domain === 'string'
    ? { user_id: record.user_id, business_name: record.business_name, domain: record.domain }
    : null;
}

/** Only the draft's own fields, each of its type: a password given by mistake is dropped. */
export function draftOf(value: unknown): SignupDraft {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const draft: SignupDraft = { ...EMPTY_DRAFT };
  for (const field of TEXT_FIELDS)
    if (typeof record[field] === 'string') draft[field] = record[field];
  if (record.plan === 'free' || record.plan === 'basic' || record.plan === 'pro')
    draft.plan = record.plan;
  if (record.period === 'annual' || record.period === 'monthly') draft.period = record.period;
  if (record.step === 1 || record.step === 2 || record.step === 3) draft.step = record.step;
  draft.referral = referralOf(record.referral);
  return draft;
}

export function readDraft(form: DraftForm): SignupDraft {
  try {
    return draftOf(JSON.parse(window.localStorage.getItem(keyOf(form)) ?? 'null'));
  } catch {
    return { ...EMPTY_DRAFT };
  }
}

export function saveDraft(form: DraftForm, draft: SignupDraft): void {
  try {
    window.localStorage.setItem(keyOf(form), JSON.stringify(draftOf(draft)));
  } catch {
    // Storage refused: the form still works, it only forgets on a reload.
  }
}

/** Changes some fields of the kept draft (the affiliate page and /pro-plan lead in this way). */
export function updateDraft(form: DraftForm, change: Partial<SignupDraft>): void {
  saveDraft(form, { ...readDraft(form), ...change });
}

export function clearDraft(form: DraftForm): void {
  try {
    window.localStorage.removeItem(keyOf(form));
  } catch {
    // Nothing to clear.
  }
}

/** Keeps the reseller in the sign-up draft: register sends them as the referral. */
export function keepReferral({ user_id, business_name, domain }: Referral): void {
  updateDraft('signup', { referral: { user_id, business_name, domain } });
}
