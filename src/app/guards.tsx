import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '../config/constants';
import { paths } from '../config/paths';
import {
  accountIsCancelled,
  isImpersonatingSuperAdmin,
  selectProfile,
  selectRole,
} from '../features/auth';
import type { MessageId } from '../i18n/messageIds';
import { PageLoader } from '../components/PageLoader';
import { selectSessionToken } from '../state/session';
import { useAppSelector } from '../state/hooks';
import { NotAllowedPage } from './pages/NotAllowedPage';

/**
 * A stored id_token counts as logged in; a visitor without one is sent to /signin, remembering where
 * they were going. When a session ends on the page (logout, a 401), the auth saga navigates instead.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectSessionToken);
  const location = useLocation();
  const [signedInOnArrival] = useState(token !== null);
  if (token) return children;
  if (signedInOnArrival) return null;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={paths.signIn.getHref({ next: from })} replace state={{ from }} />;
}

/**
 * Sign-in pages send a user who arrives already signed in to the dashboard. A session that starts
 * on the page is left to the sign-in saga, which may choose /settings or a forced sign-out instead.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectSessionToken);
  const [signedInOnArrival] = useState(token !== null);
  if (signedInOnArrival) return <Navigate to={paths.dashboard.home.getHref()} replace />;
  return children;
}

/** A role opening a route that is not its own gets a clear "not allowed" page. */
export function RoleGate({
  roles,
  titleId,
  children,
}: {
  roles: readonly Role[];
  titleId: MessageId;
  children: ReactNode;
}) {
  const role = useAppSelector(selectRole);
  if (role === null) return <PageLoader />;
  if (!roles.includes(role)) return <NotAllowedPage titleId={titleId} />;
  return children;
}

/**
 * A cancelled account keeps its session to reactivate, but not the dashboard: it is sent to
 * /cancelled-account (README "Cancelled accounts"; the auth saga does the same after sign-in).
 */
export function ActiveAccountOnly({ children }: { children: ReactNode }) {
  const profile = useAppSelector(selectProfile);
  if (profile && accountIsCancelled(profile, isImpersonatingSuperAdmin(profile)))
    return <Navigate to={paths.cancelledAccount.getHref()} replace />;
  return children;
}
