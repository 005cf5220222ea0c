import { lazy } from 'react';
import type { LazyPage } from '../../components/routeEntries';

/**
 * Screens of the spec that later issues build. Their routes are real (guards, titles, sidebars), so
 * they live here until the feature that owns them moves them into its own routes.ts.
 */
export const UnbuiltPage: LazyPage = lazy(() => import('../pages/UnbuiltPage'));
