/**
 * The externalSignIn feature's public face: nothing of it is used by other features. It hands a
 * new person to sign-up through lib/externalProfile's saveExternalProfile and paths.oauthRegister, and opens a
 * known person's session through auth's sessionOpened.
 */
export {};
