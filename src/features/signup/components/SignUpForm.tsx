import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton, PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import { normalizeUsPhone } from '../../../lib/phone';
import { formatCents } from '../../../lib/money';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { type CardTokenizer, demoCardToken } from '../../billing';
import { getConfig } from '../../../config/env';
import { alreadyTaken } from '../api';
import { type DraftForm, type SignupDraft, type Step, readDraft, saveDraft } from '../draft';
import { skuOf } from '../plans';
import { readProgress } from '../progress';
import { bareDomain, domainProblem } from '../rules';
import {
  accountRequested,
  checkEmailCall,
  checkPhoneCall,
  formOpened,
  domainCheckWanted,
  domainTyped,
  industriesCall,
  pricesWanted,
  selectCheckDomain,
  selectCheckEmail,
  selectCheckPhone,
  selectCreateFailure,
  selectCreating,
  selectIndustries,
  selectPrices,
} from '../slice';
import { AccountStep, type CheckState } from './AccountStep';
import { BusinessStep } from './BusinessStep';
import { CardFields, type CardInput, EMPTY_CARD, cardProblems } from './CardFields';
import { PeriodChoice, PlanRadios } from './PlanOptions';
import {
  type FieldName,
  SERVER_FIELDS,
  STEP_FIELDS,
  type Secrets,
  problemOf,
  stepOfField,
} from './problems';

const STEP_NAMES = {
  1: 'signup.step.account',
  2: 'signup.step.business',
  3: 'signup.step.plan',
} as const;

export interface SignUpFormProps {
  form: DraftForm;
  /** Fields an external provider filled (the email then cannot change). */
  prefill?: Partial<SignupDraft> & { emailFixed?: boolean };
  /** What the provider told of the person's address, for the billing customer. */
  address?: { line1: string; city: string; zip: string };
}

/**
 * The stepped sign-up form (issue 28): the person, the business, the plan (and a card for a paid
 * one), then "Create account". What is typed is drafted as it changes (draft.ts: never the
 * password nor the card), so Back, Next and a reload keep it.
 */
export function SignUpForm({ form, prefill, address }: SignUpFormProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<SignupDraft>(() => {
    const restored = { ...readDraft(form), ...prefill };
    // The password lives in memory only: after a reload on a later step, step 1 asks for it
    // again (unless the account was already created and only its plan is left to finish).
    return restored.step > 1 && !readProgress().account ? { ...restored, step: 1 } : restored;
  });
  const [secrets, setSecrets] = useState<Secrets>({ password: '', confirm: '' });
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardShown, setCardShown] = useState({
    number: false,
    expiry: false,
    cvc: false,
    name: false,
  });
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [pendingAdvance, setPendingAdvance] = useState(false);
  // The values last sent to each existence check: an answer counts only for what is typed now.
  const [asked, setAsked] = useState({ email: '', phone: '', domain: '' });
  const ask = (patch: Partial<typeof asked>) => setAsked((current) => ({ ...current, ...patch }));
  const [editedSince, setEditedSince] = useState<Partial<Record<FieldName, boolean>>>({});
  const emailCheck = useAppSelector(selectCheckEmail);
  const phoneCheck = useAppSelector(selectCheckPhone);
  const domainCheck = useAppSelector(selectCheckDomain);
  const industries = useAppSelector(selectIndustries);
  const prices = useAppSelector(selectPrices);
  const creating = useAppSelector(selectCreating);
  const failure = useAppSelector(selectCreateFailure);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = draft.step;
  const paid = draft.plan !== 'free';

  useEffect(() => saveDraft(form, draft), [form, draft]);
  useEffect(() => {
    dispatch(formOpened());
    dispatch(industriesCall.request({}));
    dispatch(pricesWanted());
  }, [dispatch]);

  const change = (patch: Partial<SignupDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.website !== undefined) dispatch(domainTyped(patch.website));
  };
  const edited = (patch: object) =>
    setEditedSince((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, true])),
    }));
  // A new step takes the focus to its heading (not on arrival: the page's own heading leads).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) heading.current?.focus();
    arrived.current = true;
  }, [step]);
  const goTo = (next: Step) => change({ step: next });

  // The server's field errors, on the fields they name.
  const serverProblems = useMemo(() => {
    const found: Partial<Record<FieldName, string>> = {};
    for (const [field, messages] of Object.entries(failure?.fields ?? {})) {
      const mine = SERVER_FIELDS[field];
      if (mine) found[mine] = messages.join(' ');
    }
    return found;
  }, [failure]);
  // A new answer of "Create account" (state adjusted while rendering, React's pattern for state
  // that follows the store): its fields shown, the earliest step holding one opened.
  const [seenFailure, setSeenFailure] = useState(failure);
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    setEditedSince({});
    const fields = Object.keys(serverProblems) as FieldName[];
    if (fields.length > 0) {
      setShown((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, true])) }));
      setDraft((current) => ({ ...current, step: Math.min(...fields.map(stepOfField)) as Step }));
    }
  }

  // Next on step 2 waits for the domain's answer it asked for: taken keeps the step, anything
  // else (free, or no answer: register checks it again) goes on.
  const bareNow = bareDomain(draft.website);
  if (
    pendingAdvance &&
    !domainCheck.loading &&
    (domainCheck.error !== null || domainCheck.data?.domain_name === bareNow)
  ) {
    setPendingAdvance(false);
    if (!(domainCheck.error && alreadyTaken(domainCheck.error)))
      setDraft((current) => ({ ...current, step: 3 }));
  }

  const problem = (field: FieldName): string | null => {
    if (!shown[field]) return null;
    const local = problemOf(field, draft, secrets);
    if (local) return intl.formatMessage({ id: local });
    return editedSince[field] ? null : (serverProblems[field] ?? null);
  };

  const typedEmail = draft.email.trim();
  const checkOf = (
    state: { loading: boolean; error: typeof emailCheck.error },
    matches: boolean,
  ): CheckState => {
    if (!matches || state.loading || !state.error) return null;
    return alreadyTaken(state.error) ? 'taken' : 'failed';
  };
  const emailState = checkOf(emailCheck, typedEmail !== '' && asked.email === typedEmail);
  const digits = normalizeUsPhone(draft.phone);
  const phoneState = checkOf(phoneCheck, digits !== null && asked.phone === digits);
  const bare = bareDomain(draft.website);
  const domainState =
    !bare || domainProblem(draft.website) || asked.domain !== bare
      ? null
      : domainCheck.loading
        ? ('checking' as const)
        : domainCheck.error
          ? alreadyTaken(domainCheck.error)
            ? ('taken' as const)
            : ('failed' as const)
          : null;

  const blur = (field: FieldName) => {
    setShown((current) => ({ ...current, [field]: true }));
    if (field === 'email' && !problemOf('email', draft, secrets) && !prefill?.emailFixed) {
      ask({ email: typedEmail });
      dispatch(checkEmailCall.request({ email: typedEmail }));
    }
    if (field === 'phone' && digits && !problemOf('phone', draft, secrets)) {
      ask({ phone: digits });
      dispatch(checkPhoneCall.request({ phone_number: digits }));
    }
  };

  const focusField = (field: string) =>
    requestAnimationFrame(() => document.getElementById(`signup-${field}`)?.focus());

  const next = () => {
    const fields = STEP_FIELDS[step as 1 | 2] as readonly FieldName[];
    setShown((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    const wrong = fields.find((field) => problemOf(field, draft, secrets) !== null);
    if (wrong) return focusField(wrong);
    if (step === 1) {
      if (emailState === 'taken') return focusField('email');
      if (phoneState === 'taken') return focusField('phone');
      if (asked.email !== typedEmail && !prefill?.emailFixed) {
        ask({ email: typedEmail });
        dispatch(checkEmailCall.request({ email: typedEmail }));
      }
      return goTo(2);
    }
    if (!bare) return goTo(3);
    if (domainState === 'taken') return focusField('website');
    ask({ domain: bare });
    setPendingAdvance(true);
    dispatch(domainCheckWanted(draft.website));
  };

  const stripeKey = getConfig().stripeKey;
  const [tokenize, setTokenize] = useState<CardTokenizer | null>(null);
  const [stripeProblem, setStripeProblem] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const onStripeReady = useCallback((ready: CardTokenizer) => setTokenize(() => ready), []);

  /** The card's token: Stripe's payment method id, or the demo form's token (checked first). */
  const cardTokenOf = async (): Promise<string | null> => {
    if (!paid) return null;
    if (stripeKey) {
      setCardShown((current) => ({ ...current, name: true }));
      if (!card.name.trim()) {
        focusField('card-name');
        return null;
      }
      if (!tokenize) return null;
      setTokenizing(true);
      try {
        const made = await tokenize({
          name: card.name.trim(),
          address: {
            line1: address?.line1 ?? '',
            line2: '',
            city: address?.city ?? '',
            state: '',
            postal_code: address?.zip ?? '',
          },
        });
        setStripeProblem('error' in made ? made.error : null);
        return 'token' in made ? made.token : null;
      } finally {
        setTokenizing(false);
      }
    }
    setCardShown({ number: true, expiry: true, cvc: true, name: true });
    const problems = cardProblems(card, new Date());
    const wrong = (Object.keys(problems) as (keyof CardInput)[]).find((key) => problems[key]);
    if (wrong) {
      focusField(`card-${wrong}`);
      return null;
    }
    return demoCardToken(card.number, card.expiry);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 3) return next();
    if (creating || tokenizing) return;
    const cardToken = await cardTokenOf();
    if (paid && !cardToken) return;
    dispatch(
      accountRequested({
        fname: draft.fname,
        lname: draft.lname,
        email: draft.email,
        phone: digits ?? draft.phone,
        password: secrets.password,
        businessName: draft.businessName,
        domain: bare,
        industryId: draft.industryId ? Number(draft.industryId) : null,
        referralUserId: draft.referral?.user_id ?? null,
        plan: draft.plan,
        sku: paid ? skuOf(draft.plan, draft.period) : null,
        cardToken,
        cardName: card.name.trim(),
        address: address ?? { line1: '', city: '', zip: '' },
      }),
    );
  };

  const kept = failure?.open ? readProgress().account : null;
  const price = paid ? prices.cents[skuOf(draft.plan, draft.period)] : undefined;

  return (
    <form className="signin__form signup__form" noValidate onSubmit={(event) => void create(event)}>
      <h2 className="signup__step" ref={heading} tabIndex={-1}>
        {intl.formatMessage(
          { id: 'signup.step' },
          { current: step, total: 3, name: intl.formatMessage({ id: STEP_NAMES[step] }) },
        )}
      </h2>
      <ol className="signup__progress" aria-label={intl.formatMessage({ id: 'signup.steps' })}>
        {([1, 2, 3] as const).map((each) => (
          <li
            key={each}
            className={
              each === step
                ? 'signup__dot signup__dot--current'
                : each < step
                  ? 'signup__dot signup__dot--done'
                  : 'signup__dot'
            }
            aria-current={each === step ? 'step' : undefined}
          >
            {intl.formatMessage({ id: STEP_NAMES[each] })}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <AccountStep
          draft={draft}
          secrets={secrets}
          problemOf={problem}
          emailFixed={prefill?.emailFixed ?? false}
          emailCheck={emailState}
          phoneCheck={phoneState}
          onChange={(patch) => {
            change(patch);
            edited(patch);
          }}
          onSecret={(patch) => {
            setSecrets((current) => ({ ...current, ...patch }));
            edited(patch);
          }}
          onBlur={blur}
          onRecheck={(field) => {
            if (field === 'email') dispatch(checkEmailCall.request({ email: typedEmail }));
            else if (digits) dispatch(checkPhoneCall.request({ phone_number: digits }));
          }}
        />
      ) : null}
      {step === 2 ? (
        <BusinessStep
          draft={draft}
          problemOf={problem}
          domainState={domainState}
          industries={industries.data ?? []}
          industriesFailed={industries.error !== null}
          onRetryIndustries={() => dispatch(industriesCall.request({}))}
          onChange={(patch) => {
            if (patch.website !== undefined) ask({ domain: bareDomain(patch.website) });
            change(patch);
            edited(patch);
          }}
          onBlur={(field) => setShown((current) => ({ ...current, [field]: true }))}
        />
      ) : null}
      {step === 3 ? (
        <>
          <PeriodChoice
            period={draft.period}
            name="signup-period"
            onChange={(period) => change({ period })}
          />
          <PlanRadios
            plan={draft.plan}
            period={draft.period}
            prices={prices.cents}
            onChange={(plan) => change({ plan })}
          />
          {prices.failed ? (
            <div className="signup__check-failed" role="alert">
              <p>{intl.formatMessage({ id: 'signup.prices.failed' })}</p>
              <PlainButton size="small" onClick={() => dispatch(pricesWanted())}>
                {intl.formatMessage({ id: 'common.retry' })}
              </PlainButton>
            </div>
          ) : null}
          {paid ? (
            <>
              <CardFields
                card={card}
                shown={cardShown}
                stripeKey={stripeKey}
                onStripeReady={onStripeReady}
                stripeProblem={stripeProblem}
                onChange={(patch) => setCard((current) => ({ ...current, ...patch }))}
                onBlur={(field) => setCardShown((current) => ({ ...current, [field]: true }))}
              />
              {price !== undefined ? (
                <p className="signup__charge">
                  {intl.formatMessage(
                    { id: 'signup.card.charge' },
                    { price: formatCents(price, intl.locale) },
                  )}
                </p>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
      {failure && step === 3 ? (
        <div className="notice notice--error signup__failure" role="alert">
          <p>{word(failure.message)}</p>
          {kept ? (
            <p>{intl.formatMessage({ id: 'signup.accountKept' }, { email: kept.email })}</p>
          ) : null}
        </div>
      ) : null}
      <div className="signup__actions">
        {step > 1 ? (
          <PlainButton
            className="button-secondary"
            onClick={() => goTo((step - 1) as Step)}
            disabled={creating}
          >
            {intl.formatMessage({ id: 'signup.back' })}
          </PlainButton>
        ) : null}
        {step < 3 ? (
          <PlainButton
            type="submit"
            variant="primary"
            className="button-primary"
            aria-busy={pendingAdvance}
            disabled={pendingAdvance}
          >
            {intl.formatMessage({ id: 'signup.next' })}
          </PlainButton>
        ) : (
          <BusyButton type="submit" busy={creating || tokenizing}>
            {intl.formatMessage({ id: creating ? 'signup.creating' : 'signup.create' })}
          </BusyButton>
        )}
      </div>
    </form>
  );
}
