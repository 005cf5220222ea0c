import type { recoveryEn } from './en';

export const recoveryIt: Record<keyof typeof recoveryEn, string> = {
  'recovery.placeholder': 'recovery (it)',
};
