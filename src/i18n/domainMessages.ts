import type { Locale } from './languages';
import type { LAZY_DOMAINS, LazyDomain } from './lazyDomains';

/**
 * The loaders of every domain in every language: a table of its own, loaded with the first domain
 * asked for, so that pages that ask for none (the sign-in page) do not carry it.
 */
let loaders: Promise<typeof LAZY_DOMAINS> | null = null;
const domainLoaders = () =>
  (loaders ??= import('./lazyDomains').then((module) => module.LAZY_DOMAINS));

/**
 * The lazily loaded message domains, as a tiny external store: a screen asks for its domain before
 * it renders, the locale provider merges every asked domain for the locale it shows, and a locale
 * change loads the asked domains in the new language before switching.
 */
const wanted = new Set<LazyDomain>();
const cache = new Map<string, Record<string, string>>();
const listeners = new Set<() => void>();
let activeLocale: Locale = 'en';
let version = 0;

const keyOf = (domain: LazyDomain, locale: Locale) => `${domain}:${locale}`;

async function loadOne(domain: LazyDomain, locale: Locale): Promise<void> {
  const key = keyOf(domain, locale);
  if (cache.has(key)) return;
  const messages = await (await domainLoaders())[domain][locale]();
  cache.set(key, messages);
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads a domain in the language shown now (and remembers it for later language changes). */
export function requireDomain(domain: LazyDomain): Promise<void> {
  wanted.add(domain);
  return loadOne(domain, activeLocale);
}

/** Every asked domain in one language: the provider awaits this before it switches language. */
export async function loadDomainsFor(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((domain) => loadOne(domain, locale)));
}

/** The provider tells the store which language it shows, so later domains load in it. */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/** The merged messages of every loaded domain in a language. */
export function domainMessagesFor(locale: Locale): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const domain of wanted) Object.assign(merged, cache.get(keyOf(domain, locale)));
  return merged;
}

let lastMerge: {
  base: Record<string, string>;
  locale: Locale;
  version: number;
  merged: Record<string, string>;
} | null = null;

/**
 * A locale's catalogue with every loaded domain merged in. Kept until a domain or the catalogue
 * changes: each new provider (a remount, a test's app) gets the same object instead of copying
 * a few thousand messages again, and react-intl sees no change.
 */
export function withLoadedDomains(
  base: Record<string, string>,
  locale: Locale,
): Record<string, string> {
  if (lastMerge?.base === base && lastMerge.locale === locale && lastMerge.version === version)
    return lastMerge.merged;
  const merged = { ...base, ...domainMessagesFor(locale) };
  lastMerge = { base, locale, version, merged };
  return merged;
}

export function subscribeDomainMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function domainMessagesVersion(): number {
  return version;
}

/** A lazy page, modal or drawer that renders only once its domains' messages are there. */
export function withDomainMessages<T>(
  domains: LazyDomain | readonly LazyDomain[],
  load: () => Promise<T>,
): () => Promise<T> {
  const required = typeof domains === 'string' ? [domains] : domains;
  return () =>
    Promise.all([load(), ...required.map((domain) => requireDomain(domain))]).then(
      ([module]) => module,
    );
}
