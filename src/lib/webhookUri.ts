/**
 * Whether a webhook URI may be saved (issue 29, /dashboard/integration): the server will POST
 * order events to it, so it must be an https URL on the public internet. A private, loopback or
 * link-local host is refused, as is a name that only resolves inside a network (localhost, .local,
 * .internal): saved, it would let anyone make our server call into its own network (SSRF). Pure,
 * so the page and the demo's server share one statement of the rule; the real server must also
 * check the address the name resolves to, which a browser cannot.
 */

export const WEBHOOK_URI_MAX_LENGTH = 2048;

export type WebhookUriProblem =
  | 'required'
  | 'tooLong'
  | 'invalid'
  | 'notHttps'
  | 'credentials'
  | 'privateHost';

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|intranet|home|lan|corp|test|invalid)$/i;

function ipv4Parts(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

/** 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.168/16, 198.18/15, 224/4 and up. */
function privateIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a! >= 224
  );
}

/** ::, ::1, fc00::/7 (unique local), fe80::/10 (link-local), and IPv4 mapped into IPv6. */
function privateIpv6(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === '::' || bare === '::1') return true;
  if (/^f[cd][0-9a-f]{0,2}:/.test(bare) || /^fe[89ab][0-9a-f]?:/.test(bare)) return true;
  const mapped = /^::ffff:(.+)$/.exec(bare);
  if (mapped) {
    const dotted = ipv4Parts(mapped[1]!);
    if (dotted) return privateIpv4(dotted);
    // The URL parser writes a mapped address in hex (::ffff:7f00:1): any of them is refused.
    return true;
  }
  return false;
}

/** What is wrong with the URI as typed (trimmed), or null when it may be saved. */
export function webhookUriProblem(typed: string): WebhookUriProblem | null {
  const value = typed.trim();
  if (value === '') return 'required';
  if (value.length > WEBHOOK_URI_MAX_LENGTH) return 'tooLong';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:') return 'notHttps';
  if (url.username !== '' || url.password !== '') return 'credentials';
  const host = url.hostname;
  if (host === '') return 'invalid';
  if (host.startsWith('[')) return privateIpv6(host) ? 'privateHost' : null;
  const dotted = ipv4Parts(host);
  if (dotted) return privateIpv4(dotted) ? 'privateHost' : null;
  // A bare number the URL parser did not read as an address, or a name without a dot.
  if (/^[\d.]+$/.test(host) || !host.includes('.')) return 'privateHost';
  if (INTERNAL_NAMES.test(host.replace(/\.$/, ''))) return 'privateHost';
  return null;
}
