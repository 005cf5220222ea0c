/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_MAIN_URL?: string;
  readonly VITE_API_OLDER_URL?: string;
  readonly VITE_API_NEWER_URL?: string;
  readonly VITE_API_ORDERS_URL?: string;
  readonly VITE_API_COMMERCE_URL?: string;
  readonly VITE_HELP_URL?: string;
  readonly VITE_ZAPIER_URL?: string;
  readonly VITE_SCHEDULING_URL?: string;
  readonly VITE_WELCOME_VIDEO_URL?: string;
  readonly VITE_PAYMENT_PAGE_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_AUTH0_DOMAIN?: string;
  readonly VITE_AUTH0_CLIENT_ID?: string;
  readonly VITE_GEO_DATA_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
