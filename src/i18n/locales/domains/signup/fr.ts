import type { signupEn } from './en';

export const signupFr: Record<keyof typeof signupEn, string> = {
  'signup.placeholder': 'signup (fr)',
};
