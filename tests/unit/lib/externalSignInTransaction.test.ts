import {
  beginTransaction,
  takeTransaction,
} from '../../../src/features/externalSignIn/transaction';

/** The demo provider's state and nonce (issue 28): random, kept per tab, taken once. */
describe('the external sign-in transaction', () => {
  it('makes a fresh random state and nonce each time', () => {
    const first = beginTransaction();
    const second = beginTransaction();
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(new Set([first.state, first.nonce, second.state, second.nonce]).size).toBe(4);
  });

  it('hands the nonce back for the kept state, once', () => {
    const { state, nonce } = beginTransaction();
    expect(takeTransaction(state)).toEqual({ ok: true, nonce });
    expect(takeTransaction(state)).toEqual({ ok: false, refusal: 'missing' });
  });

  it('refuses another state, or none, and forgets the kept one either way', () => {
    const { state } = beginTransaction();
    expect(takeTransaction(`${state}x`)).toEqual({ ok: false, refusal: 'mismatch' });
    expect(takeTransaction(state)).toEqual({ ok: false, refusal: 'missing' });
    beginTransaction();
    expect(takeTransaction(null)).toEqual({ ok: false, refusal: 'mismatch' });
  });

  it('refuses a sign-in left at the provider for more than ten minutes', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { state } = beginTransaction();
      vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
      expect(takeTransaction(state)).toEqual({ ok: false, refusal: 'missing' });
    } finally {
      vi.useRealTimers();
    }
  });
});
