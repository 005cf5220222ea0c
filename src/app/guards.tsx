import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '../config/constants';
import { selectRole } from '../features/auth';
import type { MessageId } from '../i18n/messageIds';
import { PageLoader } from '../components/PageLoader';
import { selectSessionToken } from '../state/session';
import { useAppSelector } from './hooks';
import { NotAllowedPage } from './pages/NotAllowedPage';

/** A stored id_token counts as logged in; without one, /dashboard/* goes to /signin remembering where it was. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectSessionToken);
  const location = useLocation();
  if (!token) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signin?next=${encodeURIComponent(from)}`} replace state={{ from }} />;
  }
  return children;
}

/** Sign-in pages send a signed-in user to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectSessionToken);
  const role = useAppSelector(selectRole);
  if (token && role) return <Navigate to="/dashboard" replace />;
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
