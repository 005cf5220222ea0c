/**
 * Whether this build may run the demo: folded at build time, so with API bases configured the
 * demo branch of each entry (main.tsx, unsubscribe.ts) and the mock backend's chunk are dropped.
 */
export const DEMO_BUILD = !(
  import.meta.env.VITE_API_MAIN_URL ||
  import.meta.env.VITE_API_OLDER_URL ||
  import.meta.env.VITE_API_NEWER_URL ||
  import.meta.env.VITE_API_ORDERS_URL ||
  import.meta.env.VITE_API_COMMERCE_URL
);
