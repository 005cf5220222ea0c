/**
 * The socialite variables (accounts-money §3) of a person an external provider vouched for but who
 * has no account yet: the callback keeps them here and /oauth/register fills sign-up with them.
 * Session storage, so they die with the tab; never a token, never in a URL.
 */
export interface ExternalProfile {
  fname: string;
  email: string;
  phone_no: string;
  address: string;
  city: string;
  zipcode: string;
  /** The provider's flag for this person (the spec names it without saying more): kept as given. */
  flag: string;
}

const KEY = 'mailcraft.externalProfile';
const FIELDS = ['fname', 'email', 'phone_no', 'address', 'city', 'zipcode', 'flag'] as const;

export function saveExternalProfile(profile: ExternalProfile): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(profile));
  } catch {
    // Storage refused (private mode, full): /oauth/register then starts from an empty form.
  }
}

/** What was kept, every field a string, or null when nothing (or something malformed) was. */
export function readExternalProfile(): ExternalProfile | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as Record<string, unknown>;
    const profile = Object.fromEntries(
      FIELDS.map((field) => [field, typeof record[field] === 'string' ? record[field] : '']),
    ) as unknown as ExternalProfile;
    return profile.email ? profile : null;
  } catch {
    return null;
  }
}

export function clearExternalProfile(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}
