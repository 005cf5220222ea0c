import type { MessageId } from '../../../i18n/messageIds';
import {
  type Problem,
  confirmProblem,
  domainProblem,
  emailProblem,
  passwordProblem,
  phoneProblem,
  requiredText,
} from '../rules';
import type { SignupDraft, Step } from '../draft';

/** The form's fields, by step. */
export const STEP_FIELDS = {
  1: ['fname', 'lname', 'email', 'phone', 'password', 'confirm'],
  2: ['businessName', 'website', 'industryId'],
  3: [],
} as const satisfies Record<Step, readonly string[]>;

export type FieldName = (typeof STEP_FIELDS)[1 | 2][number];

/** register's field names (the server's) → the form's. */
export const SERVER_FIELDS: Record<string, FieldName> = {
  fname: 'fname',
  lname: 'lname',
  email: 'email',
  phone_no: 'phone',
  password: 'password',
  password_confirmation: 'confirm',
  business_name: 'businessName',
  domain: 'website',
  industry_id: 'industryId',
};

export const stepOfField = (field: FieldName): Step =>
  (STEP_FIELDS[1] as readonly string[]).includes(field) ? 1 : 2;

const WORDS: Record<Problem, MessageId> = {
  required: 'signup.problem.required',
  tooLong: 'signup.problem.tooLong',
  emailInvalid: 'signup.problem.emailInvalid',
  phoneInvalid: 'signup.problem.phoneInvalid',
  passwordWeak: 'signup.problem.passwordWeak',
  passwordMismatch: 'signup.problem.passwordMismatch',
  domainInvalid: 'signup.problem.domainInvalid',
};

export interface Secrets {
  password: string;
  confirm: string;
}

/** Each field's problem as words to show, or null (the spec's words for email and password). */
export function problemOf(
  field: FieldName,
  draft: SignupDraft,
  secrets: Secrets,
): MessageId | null {
  let problem: Problem | null;
  switch (field) {
    case 'email':
      problem = emailProblem(draft.email);
      if (problem === 'required') return 'signup.problem.emailRequired';
      break;
    case 'phone':
      problem = phoneProblem(draft.phone);
      break;
    case 'password':
      problem = passwordProblem(secrets.password, draft.email);
      if (problem === 'required') return 'signup.problem.passwordRequired';
      break;
    case 'confirm':
      problem = confirmProblem(secrets.password, secrets.confirm);
      break;
    case 'website':
      problem = domainProblem(draft.website);
      break;
    case 'industryId':
      problem = draft.industryId === '' ? 'required' : null;
      break;
    default:
      problem = requiredText(draft[field]);
  }
  return problem ? WORDS[problem] : null;
}
