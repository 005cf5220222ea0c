import type { signupEn } from './en';

export const signupIt: Record<keyof typeof signupEn, string> = {
  'signup.placeholder': 'signup (it)',
};
