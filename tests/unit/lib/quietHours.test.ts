import { nextSendTime, recipientOf } from '../../../src/lib/quietHours';

/**
 * Quiet hours for texts: 8:00–21:00 in the recipient's time zone, FL/OK/MD/MS/NJ 8:00–20:00,
 * CT 9:00–20:00, RI 9:00–18:00. All instants are in June 2026 (daylight time: Eastern is UTC−4,
 * Central UTC−5, Mountain UTC−6, Pacific UTC−7).
 */

const utc = (iso: string) => new Date(`2026-06-10T${iso}:00.000Z`);
const BOSTON = '02108';

describe('recipientOf', () => {
  it.each([
    [BOSTON, 'MA', 'America/New_York', [8, 21]],
    ['33101', 'FL', 'America/New_York', [8, 20]],
    ['73102', 'OK', 'America/Chicago', [8, 20]],
    ['21201', 'MD', 'America/New_York', [8, 20]],
    ['39201', 'MS', 'America/Chicago', [8, 20]],
    ['07102', 'NJ', 'America/New_York', [8, 20]],
    ['06103', 'CT', 'America/New_York', [9, 20]],
    ['02903', 'RI', 'America/New_York', [9, 18]],
    ['98101', 'WA', 'America/Los_Angeles', [8, 21]],
    ['80202', 'CO', 'America/Denver', [8, 21]],
  ])('places %s in %s (%s, window %j)', (zip, state, timeZone, window) => {
    expect(recipientOf(zip)).toEqual({ state, timeZone, window });
  });

  it('holds an unknown ZIP to Eastern time and the federal window', () => {
    for (const zip of ['ABCDE', '', '00012', '71512'])
      expect(recipientOf(zip)).toEqual({
        state: null,
        timeZone: 'America/New_York',
        window: [8, 21],
      });
  });

  it('reads a ZIP+4 and a padded ZIP by their first three digits', () => {
    expect(recipientOf('02108-1234').state).toBe('MA');
    expect(recipientOf(' 98101 ').state).toBe('WA');
  });
});

describe('nextSendTime', () => {
  it('sends at once inside the window', () => {
    // 12:00 in Boston.
    const now = utc('16:00');
    expect(nextSendTime(now, BOSTON)).toEqual({ at: now, shifted: false });
    // The window's first minute and its last.
    expect(nextSendTime(utc('12:00'), BOSTON).shifted).toBe(false);
    expect(nextSendTime(utc('00:59'), BOSTON).shifted).toBe(false);
  });

  it('holds a text sent before the window until it opens the same day', () => {
    // 06:30 in Boston → 08:00.
    expect(nextSendTime(utc('10:30'), BOSTON)).toEqual({ at: utc('12:00'), shifted: true });
  });

  it('holds a text sent after the window until it opens the next morning', () => {
    // 21:00 in Boston (the window has closed) → 08:00 the next day.
    expect(nextSendTime(utc('01:00'), BOSTON)).toEqual({
      at: new Date('2026-06-10T12:00:00.000Z'),
      shifted: true,
    });
    // 22:15 on June 10 in Boston → 08:00 on June 11.
    expect(nextSendTime(new Date('2026-06-11T02:15:00.000Z'), BOSTON)).toEqual({
      at: new Date('2026-06-11T12:00:00.000Z'),
      shifted: true,
    });
  });

  it('keeps the stricter 20:00 close of FL, OK, MD, MS and NJ', () => {
    // 20:30 local on June 10 in each; a state without a law of its own still texts then.
    const eastern830pm = new Date('2026-06-11T00:30:00.000Z');
    const central830pm = new Date('2026-06-11T01:30:00.000Z');
    for (const zip of ['33101', '21201', '07102'])
      expect(nextSendTime(eastern830pm, zip)).toEqual({
        at: new Date('2026-06-11T12:00:00.000Z'),
        shifted: true,
      });
    for (const zip of ['73102', '39201'])
      expect(nextSendTime(central830pm, zip)).toEqual({
        at: new Date('2026-06-11T13:00:00.000Z'),
        shifted: true,
      });
    expect(nextSendTime(eastern830pm, BOSTON).shifted).toBe(false);
    expect(nextSendTime(central830pm, '78701').shifted).toBe(false);
    // 19:59 local is still open in all five.
    for (const zip of ['33101', '21201', '07102'])
      expect(nextSendTime(new Date('2026-06-10T23:59:00.000Z'), zip).shifted).toBe(false);
    for (const zip of ['73102', '39201'])
      expect(nextSendTime(new Date('2026-06-11T00:59:00.000Z'), zip).shifted).toBe(false);
  });

  it('opens at 9:00 in Connecticut', () => {
    // 08:30 in Hartford → 09:00; Boston is already open.
    expect(nextSendTime(utc('12:30'), '06103')).toEqual({ at: utc('13:00'), shifted: true });
    expect(nextSendTime(utc('12:30'), BOSTON).shifted).toBe(false);
    // 20:00 closes it.
    expect(nextSendTime(new Date('2026-06-11T00:00:00.000Z'), '06103')).toEqual({
      at: new Date('2026-06-11T13:00:00.000Z'),
      shifted: true,
    });
  });

  it('keeps Rhode Island to 9:00–18:00', () => {
    expect(nextSendTime(utc('12:45'), '02903')).toEqual({ at: utc('13:00'), shifted: true });
    expect(nextSendTime(utc('21:59'), '02903').shifted).toBe(false);
    // 18:30 in Providence → 09:00 the next day.
    expect(nextSendTime(utc('22:30'), '02903')).toEqual({
      at: new Date('2026-06-11T13:00:00.000Z'),
      shifted: true,
    });
  });

  it('reads the clock of the recipient’s zone: 9:00 in Boston is 6:00 in Seattle', () => {
    const now = utc('13:00');
    expect(nextSendTime(now, BOSTON)).toEqual({ at: now, shifted: false });
    expect(nextSendTime(now, '98101')).toEqual({ at: utc('15:00'), shifted: true });
    // 21:30 in Boston is closed there, and 18:30 in Seattle is open.
    const evening = new Date('2026-06-11T01:30:00.000Z');
    expect(nextSendTime(evening, BOSTON).shifted).toBe(true);
    expect(nextSendTime(evening, '98101')).toEqual({ at: evening, shifted: false });
  });

  it('treats an unknown ZIP as Eastern', () => {
    expect(nextSendTime(utc('10:30'), 'ABCDE')).toEqual({ at: utc('12:00'), shifted: true });
    expect(nextSendTime(utc('16:00'), '')).toEqual({ at: utc('16:00'), shifted: false });
  });
});
