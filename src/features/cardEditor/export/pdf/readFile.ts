import { fetchSameOriginFile } from '../../../../api';

/** Reads a file the app serves (a font) as bytes. Tests pass one that reads node_modules. */
export type ReadFile = (url: string) => Promise<Uint8Array>;

function bytesOfBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Bytes of a base64 data URL (a small asset Vite inlined, or a placed image). */
export function dataUrlBytes(url: string): Uint8Array {
  return bytesOfBase64(url.slice(url.indexOf(',') + 1));
}

/**
 * The app's own files by fetch; a file Vite inlined as a data URL is decoded here, since the
 * Content-Security-Policy's connect-src does not admit data: URLs to fetch.
 */
export const fetchAppFile: ReadFile = async (url) => {
  if (url.startsWith('data:')) return dataUrlBytes(url);
  const response = await fetchSameOriginFile(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};
