import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { loginPathFor, sanitizeReturnTo } from '../auth/return-to';
import { signedInInviteDestination } from '../features/auth/invite-link';
import { useCurrentUser } from '../auth/use-current-user';
import { LandingPage, SignedInLayout } from './lazy-pages';

/**
 * The signed-in part of the route table. Signed out, `/` is the landing page and any other
 * signed-in path goes to `/login?returnTo=<path>` so the user comes back after login.
 */
export function SignedInArea() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (user) return <SignedInLayout />;
  if (location.pathname === '/') return <LandingPage />;
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
}

/**
 * /login and /signup. Someone already signed in when they arrive goes on to where they wanted to
 * be; a user who signs in on the page is navigated by the page itself.
 */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) {
    const destination = signedInInviteDestination(pathname, search) ?? sanitizeReturnTo(searchParams.get('returnTo'));
    return <Navigate to={destination ?? '/dashboard'} replace />;
  }
  return children;
}

/** Player and staff screens: a parent has none of them and lands on their family pages instead. */
export function NotForParents() {
  const { user } = useCurrentUser();
  if (user?.role === 'parent') return <Navigate to="/family" replace />;
  return <Outlet />;
}

/** The family pages (`/family/...`): parents only; anyone else goes back to their own dashboard. */
export function ParentsOnly() {
  const { user } = useCurrentUser();
  if (user && user.role !== 'parent') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
