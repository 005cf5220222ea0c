// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeUsPhone } from '../../../../src/lib/phone';
import {
  isValidEmail,
  isValidEmailAt,
  isValidEmailGeneral,
} from '../../../../src/features/contacts/csv/emailRule';
import { isValidPhone } from '../../../../src/features/contacts/csv/phoneRule';
import {
  checkZip,
  repairZip,
  ZIP_BAD,
  ZIP_OK,
  ZIP_REPAIRED,
} from '../../../../src/features/contacts/csv/zipRule';
import { emailHash, hashEmail } from '../../../../src/features/contacts/csv/emailHash';

/** A small deterministic generator for the fuzz cases. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

describe('emails', () => {
  it.each([
    'ann@example.com',
    'ANN.LEE+news@Mail.Example.org',
    'o_brien-2@sub.example.co',
    'a@b.cd',
    '  padded@example.com  ',
    'zoë@exämple.de',
    'li@例子.中国',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['no @', 'ann.example.com'],
    ['nothing after @', 'ann@'],
    ['no domain dot', 'ann@example'],
    ['a space', 'ann lee@example.com'],
    ['two @', 'ann@@example.com'],
    ['an @ in the domain', 'ann@ex@ample.com'],
    ['a leading dot', '.ann@example.com'],
    ['a dot before @', 'ann.@example.com'],
    ['two dots', 'ann..lee@example.com'],
    ['an empty label', 'ann@example..com'],
    ['a label starting with -', 'ann@-example.com'],
    ['a label ending with -', 'ann@example-.com'],
    ['a one-letter top-level domain', 'ann@example.c'],
    ['a comma', 'ann,lee@example.com'],
    ['angle brackets', '<ann@example.com>'],
    ['an underscore in the domain', 'ann@exa_mple.com'],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `ann@${'a'.repeat(250)}.com`],
    ['empty', ''],
    ['a no-break space', 'ann\u00a0lee@example.com'],
  ])('refuses %s', (_, email) => expect(isValidEmail(email)).toBe(false));

  it('the fast ASCII rule and the general rule agree, and leave the same hash', () => {
    const next = random(7);
    const alphabet = 'aZ0.-_@+@.,"  ;:()[]<>\\!#$%&\'*/=?^`{|}~x';
    let valid = 0;
    for (let run = 0; run < 20000; run += 1) {
      let email = '';
      const length = 4 + Math.floor(next() * 14);
      for (let at = 0; at < length; at += 1) {
        const pool = next() < 0.6 ? 'abcXYZ09' : alphabet;
        email += pool[Math.floor(next() * pool.length)];
      }
      if (next() < 0.5) email = `${email.replaceAll('@', '')}@ex${next() < 0.5 ? '.' : ''}am.ple`;
      const fast = isValidEmailAt(email, 0, email.length);
      const fastHash = [...emailHash];
      const general = isValidEmailGeneral(email, 0, email.length);
      expect(fast, email).toBe(general);
      if (fast) {
        valid += 1;
        hashEmail(email);
        expect(fastHash).toEqual([...emailHash]);
      }
    }
    expect(valid).toBeGreaterThan(1000);
  });

  it('hashes addresses case-insensitively, and different addresses differently', () => {
    const hashOf = (email: string) => (hashEmail(email), [...emailHash]);
    expect(hashOf('Ann.Lee@Example.COM')).toEqual(hashOf('ann.lee@example.com'));
    expect(hashOf('ZOË@EXAMPLE.DE')).toEqual(hashOf('zoë@example.de'));
    expect(hashOf('ann.lee@example.com')).not.toEqual(hashOf('ann.lee@example.co'));
    const seen = new Set<string>();
    for (let index = 0; index < 50000; index += 1)
      seen.add(hashOf(`user${index}@example.com`).join());
    expect(seen.size).toBe(50000);
  });
});

describe('phones', () => {
  it.each([
    '(617) 555-0100',
    '617-555-0100',
    '6175550100',
    '+1 617 555 0100',
    '1-617-555-0100',
    '617.555.0100',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each([
    '555-01',
    '12345678901234',
    'phone',
    '(555) 123-45',
    '2345678',
    '+44 20 7946 0958',
    '617-555-0100 x12',
    '26175550100',
    '+6175550100',
  ])('refuses %s', (phone) => expect(isValidPhone(phone)).toBe(false));

  it("is the app's phone rule (lib/phone.ts) on every input", () => {
    const next = random(3);
    const alphabet = '0123456789 ()+-.x\t１';
    for (let run = 0; run < 20000; run += 1) {
      let phone = '';
      const length = Math.floor(next() * 18);
      for (let at = 0; at < length; at += 1)
        phone += alphabet[Math.floor(next() * alphabet.length)];
      expect(isValidPhone(phone), JSON.stringify(phone)).toBe(normalizeUsPhone(phone) !== null);
    }
  });
});

describe('ZIP codes', () => {
  it('accepts 5 digits and ZIP+4', () => {
    expect(checkZip('78701', 'TX')).toBe(ZIP_OK);
    expect(checkZip(' 02134-1234 ', 'MA')).toBe(ZIP_OK);
  });

  it.each(['9O210', '123456', 'ZIP', '12-345', 'N/A', '', '02134-12', '0213'])(
    'refuses %j in Texas',
    (zip) => expect(checkZip(zip, 'TX')).toBe(ZIP_BAD),
  );

  it('repairs ZIPs that lost their leading zeros, in the states whose ZIPs start with 0', () => {
    expect(checkZip('2134', 'MA')).toBe(ZIP_REPAIRED);
    expect(checkZip('7101', 'nj')).toBe(ZIP_REPAIRED);
    expect(checkZip('6103', 'Connecticut')).toBe(ZIP_REPAIRED);
    expect(checkZip('2134-1234', 'MA')).toBe(ZIP_REPAIRED);
    expect(checkZip('601', 'PR')).toBe(ZIP_REPAIRED);
    expect(repairZip('2134', 'MA')).toBe('02134');
    expect(repairZip('601', 'PR')).toBe('00601');
    expect(repairZip('2134-1234', 'MA')).toBe('02134-1234');
    expect(repairZip('78701', 'TX')).toBe('78701');
  });

  it('does not "repair" a ZIP into another state\'s range, or without a state', () => {
    expect(checkZip('6060', 'IL')).toBe(ZIP_BAD);
    expect(checkZip('7101', 'MA')).toBe(ZIP_BAD); // 07101 is New Jersey
    expect(checkZip('2134', '')).toBe(ZIP_BAD);
    expect(checkZip('601', 'MA')).toBe(ZIP_BAD);
  });
});
