/** English messages of the recovery pages (source of keys). */
export const recoveryEn = {
  'recovery.placeholder': 'recovery',
};
