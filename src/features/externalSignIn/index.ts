/** The externalSignIn feature's public face: nothing of it is used by other features yet. */
export {};
