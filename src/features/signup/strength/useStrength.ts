import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Score, scorePassword } from './estimator';

type Scorer = typeof scorePassword;
let loading: Promise<Scorer> | null = null;

/** The estimator's module, fetched once, on first need. */
function loadScorer(): Promise<Scorer> {
  loading ??= import('./estimator').then((module) => module.scorePassword);
  return loading;
}

/**
 * The password's zxcvbn score, once the estimator has loaded: `wake` (called when the password
 * field is focused or typed in) starts loading it, so the page's first load does not carry it.
 * null while loading, or before there is a password.
 */
export function useStrength(password: string, userInputs: readonly string[]) {
  const [scorer, setScorer] = useState<Scorer | null>(null);
  const [woken, setWoken] = useState(false);
  const wake = useCallback(() => setWoken(true), []);
  useEffect(() => {
    if (!woken && password === '') return;
    let live = true;
    void loadScorer()
      .then((loaded) => {
        if (live) setScorer(() => loaded);
      })
      .catch(() => {
        // Not loaded (offline): the rules still show; the meter says it is checking.
        loading = null;
      });
    return () => {
      live = false;
    };
  }, [woken, password]);
  const inputsKey = userInputs.join('\u0000');
  const score = useMemo<Score | null>(
    () => (scorer && password ? scorer(password, inputsKey.split('\u0000')) : null),
    [scorer, password, inputsKey],
  );
  return { score, loaded: scorer !== null, wake };
}
