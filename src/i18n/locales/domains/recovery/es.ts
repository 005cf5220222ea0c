import type { recoveryEn } from './en';

export const recoveryEs: Record<keyof typeof recoveryEn, string> = {
  'recovery.placeholder': 'recovery (es)',
};
