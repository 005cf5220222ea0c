/** English messages of the signup pages (source of keys). */
export const signupEn = {
  'signup.placeholder': 'signup',
};
