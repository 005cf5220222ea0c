import type { recoveryEn } from './en';

export const recoveryZh: Record<keyof typeof recoveryEn, string> = {
  'recovery.placeholder': 'recovery (zh)',
};
