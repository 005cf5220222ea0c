// Apart from the handlers so that billing's face (index.ts), which loads no database, can offer it.
import type { UserRecord } from '../auth';

/** Whose cards a user sees: a basic user under a coach pays through the coach (spec §6). */
export function cardOwnerOf(user: UserRecord): number {
  return user.basicuser_bycoachid ?? user.id;
}
