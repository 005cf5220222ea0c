/** The externalSignIn feature's calls, answered by the demo backend. */
export const externalSignInHandlers = [];
