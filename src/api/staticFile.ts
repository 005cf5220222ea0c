/**
 * A file the app serves itself (public/version.json, a bundled font): a plain GET with the
 * browser's own fetch. Not an API call, so no envelope, token, timeout or installed transport;
 * the caller reads the Response. Raw fetch lives in src/api (lint), and this is its door for such
 * files.
 */
export function fetchSameOriginFile(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, init);
}
