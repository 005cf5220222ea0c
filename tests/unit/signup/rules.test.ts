// @vitest-environment node
import {
  bareDomain,
  domainProblem,
  passwordProblem,
  phoneProblem,
} from '../../../src/features/signup/rules';
import { draftOf } from '../../../src/features/signup/draft';
import { perMonthCents } from '../../../src/features/signup/plans';

describe('the website is reduced to its bare domain before the check (accounts-money §5)', () => {
  it.each([
    ['https://www.Example.com/about?x=1', 'example.com'],
    ['http://example.com', 'example.com'],
    ['www.shop.example.co.uk/path', 'shop.example.co.uk'],
    ['//www.example.com:8080/', 'example.com'],
    ['example.com', 'example.com'],
    ['  WWW.EXAMPLE.COM  ', 'example.com'],
  ])('%s → %s', (typed, bare) => expect(bareDomain(typed)).toBe(bare));

  it('refuses what is not a domain, and leaves an empty website alone', () => {
    expect(domainProblem('not a domain')).toBe('domainInvalid');
    expect(domainProblem('')).toBeNull();
  });
});

describe('rules', () => {
  it('asks 8 characters with a letter and a digit, not the email address (src/lib/passwordRules)', () => {
    expect(passwordProblem('nina1@example.com', 'Nina1@example.com')).toBe('passwordWeak');
    expect(passwordProblem('short1')).toBe('passwordWeak');
    expect(passwordProblem('longenough')).toBe('passwordWeak');
    expect(passwordProblem('longenough1')).toBeNull();
  });

  it('takes a US number with an optional +1', () => {
    expect(phoneProblem('+1 (555) 010-0123')).toBeNull();
    expect(phoneProblem('555 010 012')).toBe('phoneInvalid');
  });

  it('shows an annual price as the annual total ÷ 12, rounded', () => {
    expect(perMonthCents('pro', 'annual', { 'SUB-PRO-ANNUAL': 95_000 })).toBe(7_900);
    expect(perMonthCents('basic', 'monthly', { 'SUB-BASIC-MONTH': 4_900 })).toBe(4_900);
  });
});

describe('the draft', () => {
  it('never holds the password, its confirmation or the card', () => {
    const draft = draftOf({
      fname: 'Ann',
      password: 'Secret123',
      confirm: 'Secret123',
      number: '4242424242424242',
      referral: {
        user_id: 4,
        business_name: 'Bright Lane Design Studio',
        domain: 'brightlanestudio.com',
      },
    });
    expect(JSON.stringify(draft)).not.toMatch(/Secret123|4242/);
    expect(draft.referral).toEqual({
      user_id: 4,
      business_name: 'Bright Lane Design Studio',
      domain: 'brightlanestudio.com',
    });
  });
});
