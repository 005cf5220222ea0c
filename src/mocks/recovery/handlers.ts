/** The recovery feature's calls, answered by the demo backend. */
export const recoveryHandlers = [];
