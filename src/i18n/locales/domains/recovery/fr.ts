import type { recoveryEn } from './en';

export const recoveryFr: Record<keyof typeof recoveryEn, string> = {
  'recovery.placeholder': 'recovery (fr)',
};
