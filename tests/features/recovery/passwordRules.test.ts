// @vitest-environment node
import { PASSWORD_RULES, meetsPasswordRule, unmetPasswordRules } from '../../../src/lib/passwordRules';

/** The new-password rules (src/lib/passwordRules.ts), shared by sign-up and reset. */
describe('password rules', () => {
  it('lists length, a letter, a digit and not the email, in that order', () => {
    expect(PASSWORD_RULES).toEqual(['length', 'letter', 'digit', 'notEmail']);
  });

  it.each([
    ['Fresh2026', []],
    ['abc1', ['length']],
    ['abcdefgh', ['digit']],
    ['12345678', ['letter']],
    ['', ['length', 'letter', 'digit']],
    ['Ünïcødé9', []],
  ])('%j misses %j', (password, unmet) => {
    expect(unmetPasswordRules(password, 'maya@example.com')).toEqual(unmet);
  });

  it('refuses the account’s email whatever its case and spaces, and ignores an unknown email', () => {
    expect(unmetPasswordRules(' Maya1@Example.com ', 'maya1@example.com')).toEqual(['notEmail']);
    expect(meetsPasswordRule('notEmail', 'maya1@example.com')).toBe(true);
  });

  it('counts characters as a person does (code points)', () => {
    expect(meetsPasswordRule('length', '😀😀😀😀a1b2')).toBe(true);
    expect(meetsPasswordRule('length', '😀😀😀a1b')).toBe(false);
  });
});
