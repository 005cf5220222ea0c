import { useState } from 'react';

/**
 * True from the first render where `condition` held, for good. Lazy panels use it: their code loads
 * when first opened and stays mounted so closing can animate.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
