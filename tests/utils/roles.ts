import type { Role } from '../../src/config/constants';
import type { DemoUser } from './session';

export const USER_OF_ROLE: Record<Role, DemoUser> = { 1: 'admin', 2: 'market', 3: 'studio' };

/** A concrete URL for a route pattern: parameters filled with 1, optional ones left out. */
export function concretePath(pattern: string): string {
  return pattern.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1');
}
