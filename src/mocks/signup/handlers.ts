/** The signup feature's calls, answered by the demo backend. */
export const signupHandlers = [];
