// Apart from the handlers so that auth's face (index.ts), which loads no database, can offer it.
import type { UserRecord } from './records';

/** The profile as the API sends it: the user record without its secrets. */
export function profileOf(user: UserRecord) {
  const {
    password: _password,
    disable_upgrade: _disableUpgrade,
    api_token: _token,
    ...profile
  } = user;
  return profile;
}
