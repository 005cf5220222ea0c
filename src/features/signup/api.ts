import * as z from 'zod/mini';
import {
  type ApiFailure,
  type UserMessage,
  defineEndpoint,
  failureMessage,
  inline,
} from '../../api';
import { idLike, text } from '../../api/fields';
import { type LoginData, loginDataSchema } from '../auth';

/*
 * Sign-up's calls (accounts-money §7 Auth). All are public: a visitor has no session yet. The spec
 * names check-email-exists (HTTP 201 is success), check-phonenumber-exists, coach-domain-existance
 * (HTTP 200 is success, no token) and register; their answers are "not shown", so the shapes here
 * are ours. The industries read and the affiliate lookup are ours entirely (paths not in the spec).
 */

/** The refusals that mean "already taken": a real answer, not a failure to check. */
export function alreadyTaken(failure: ApiFailure): boolean {
  return (
    failure.kind === 'http' &&
    (failure.httpStatus === 200 || failure.httpStatus === 409 || failure.httpStatus === 422)
  );
}

const checkWording =
  (taken: UserMessage) =>
  (failure: ApiFailure): UserMessage =>
    alreadyTaken(failure) ? taken : { id: 'signup.check.failed' };

/**
 * check-email-exists {email}: HTTP 201 means the address is free (§7); any other answer the server
 * gives (200 with status false, or 422) means it has an account. Our words either way.
 */
export const checkEmailEndpoint = defineEndpoint<{ email: string }, { email: string }>({
  id: 'signup.checkEmail',
  base: 'main',
  path: 'check-email-exists',
  token: { in: 'none' },
  success: 'http201',
  data: z.object({ email: z.string() }),
  showFailure: inline(checkWording({ id: 'signup.email.taken' })),
});

/** check-phonenumber-exists {phone_number}: a number with an account is refused (422). */
export const checkPhoneEndpoint = defineEndpoint<
  { phone_number: string },
  { phone_number: string }
>({
  id: 'signup.checkPhone',
  base: 'main',
  path: 'check-phonenumber-exists',
  token: { in: 'none' },
  data: z.object({ phone_number: z.string() }),
  showFailure: inline(checkWording({ id: 'signup.phone.taken' })),
});

/**
 * coach-domain-existance {domain_name}: no token, HTTP 200 means free (§7); a non-200 answer with
 * a body means the domain is taken (§8 "domain check": 'Domain already exists!').
 */
export const checkDomainEndpoint = defineEndpoint<{ domain_name: string }, { domain_name: string }>(
  {
    id: 'signup.checkDomain',
    base: 'main',
    path: 'coach-domain-existance',
    token: { in: 'none' },
    success: 'http200',
    data: z.object({ domain_name: z.string() }),
    showFailure: inline(checkWording({ id: 'signup.domain.taken' })),
  },
);

export const signupIndustrySchema = z.object({ id: idLike, industry_name: text });
export type SignupIndustry = z.infer<typeof signupIndustrySchema>;

/**
 * The catalogue's active public industries, for a visitor (ours: list-all-industryies needs a
 * session and lists private and inactive ones too).
 */
export const signupIndustriesEndpoint = defineEndpoint<Record<string, never>, SignupIndustry[]>({
  id: 'signup.industries',
  base: 'main',
  path: 'signup-industries',
  token: { in: 'none' },
  data: z.array(signupIndustrySchema),
  showFailure: inline('signup.industries.failed'),
});

export const affiliateSchema = z.object({
  user_id: idLike,
  business_name: text,
  fname: text,
  domain: text,
});
export type Affiliate = z.infer<typeof affiliateSchema>;

/** The PRO reseller whose referral domain this is (ours); an unknown domain is a 404. */
export const affiliateEndpoint = defineEndpoint<{ domain_name: string }, Affiliate>({
  id: 'signup.affiliate',
  base: 'main',
  path: 'affiliate-domain-details',
  token: { in: 'none' },
  data: affiliateSchema,
  showFailure: inline((failure) =>
    failure.kind === 'http' && failure.httpStatus === 404
      ? { id: 'signup.affiliate.unknown' }
      : { id: 'signup.affiliate.failed' },
  ),
});

/** What register sends (ours beyond the profile's names): the form's fields, bare domain. */
export interface RegisterRequest {
  /** The intent's key (travels as the Idempotency-Key header). */
  idempotency_key: string;
  fname: string;
  lname: string;
  email: string;
  phone_no: string;
  password: string;
  password_confirmation: string;
  business_name: string;
  domain: string;
  industry_id: number | null;
  /** The PRO reseller who referred this person (their affiliate page), or null. */
  referralby_userid: number | null;
}

/**
 * register: creates a freemium Marketplace account and answers its login data (api_token and the
 * profile), as login does. Idempotent: a retry after a lost answer is replayed, never a second
 * account. Field errors come back Laravel-style and are shown on their fields.
 */
export const registerEndpoint = defineEndpoint<RegisterRequest, LoginData>({
  id: 'signup.register',
  base: 'main',
  path: 'register',
  token: { in: 'none' },
  idempotent: true,
  data: loginDataSchema,
  showFailure: inline((failure) => failureMessage(failure, 'signup.register.failed')),
});
