import './config/zod';
import './styles/global.css';
import { DEMO_BUILD } from './config/demoBuild';
import { ConfigError, getConfig } from './config/env';
import { mountUnsubscribePage } from './features/unsubscribe/view/mountUnsubscribePage';
import { LOCALES, type Locale, toLocale } from './i18n/languages';
import { APP_STORAGE_KEYS } from './lib/storageKeys';

/**
 * The entry of unsubscribe.html, the page that /phone-unsubs/{token} and /email-unsubs/{token}
 * serve (vite.config.ts, and `_redirects` for a static host): the unsubscribe view with the DOM
 * alone, no React, router or store, so a recipient's phone loads a few kilobytes. The app's
 * routes for the same paths host the same view when a link is followed inside the app.
 */

const LINK_PATH = /^\/(phone|email)-unsubs\/([^/]+)\/?$/;

function storedPreferences(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(APP_STORAGE_KEYS.preferences) ?? 'null',
    );
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The language the app keeps for this browser (a user's choice, or one made on this page), else
 * the first of the browser's languages we have: a recipient is usually no user of the app.
 */
function firstLocale(): Locale {
  const chosen = storedPreferences().locale;
  if (typeof chosen === 'string') return toLocale(chosen);
  for (const language of navigator.languages) {
    const base = language.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return 'en';
}

/** Kept where the app keeps it: the app opens in the language chosen here. */
function keepLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(
      APP_STORAGE_KEYS.preferences,
      JSON.stringify({ ...storedPreferences(), locale }),
    );
  } catch {
    // A full or blocked storage only means the choice lasts for this visit.
  }
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const details = document.createElement('p');
    details.className = 'config-error';
    details.textContent = error.message;
    root.replaceChildren(details);
    return;
  }
  const link = LINK_PATH.exec(window.location.pathname);
  if (!link) {
    // unsubscribe.html opened by its own name: the links are the page's only way in.
    window.location.replace('/');
    return;
  }
  if (DEMO_BUILD && config.mode === 'demo') {
    const { startDemoBackend } = await import('./mocks/browser');
    startDemoBackend();
  }
  const [, kind, raw = ''] = link;
  let token = raw;
  try {
    token = decodeURIComponent(token);
  } catch {
    // A link cut in the middle of an escape: the server says it is not valid.
  }
  const page = mountUnsubscribePage(root, {
    channel: kind === 'phone' ? 'sms' : 'email',
    token,
    locale: firstLocale(),
    namesDocument: true,
    onLocaleChosen: (locale) => {
      keepLocale(locale);
      page.setLocale(locale);
    },
  });
}

void boot();
