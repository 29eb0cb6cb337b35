import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { loginPathFor, sanitizeReturnTo } from '../auth/return-to';
import { signedInInviteDestination } from '../features/auth/invite-link';
import { useCurrentUser } from '../auth/use-current-user';
import { LandingPage, SignedInLayout } from './lazy-pages';

/** Where the age question is asked (ARCHITECTURE §9), once, of an account with no date of birth. */
export const AGE_QUESTION_PATH = '/date-of-birth';

/** `/date-of-birth?returnTo=<path>`: after the answer the user goes on to where they were going. */
export function ageQuestionPathFor(wantedPath: string): string {
  const returnTo = sanitizeReturnTo(wantedPath);
  return returnTo && returnTo !== '/'
    ? `${AGE_QUESTION_PATH}?returnTo=${encodeURIComponent(returnTo)}`
    : AGE_QUESTION_PATH;
}

/**
 * The signed-in part of the route table. Signed out, `/` is the landing page and any other
 * signed-in path goes to `/login?returnTo=<path>` so the user comes back after login. A signed-in
 * account that has not answered the age question is asked it first, before any signed-in screen.
 */
export function SignedInArea() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (user?.needsDateOfBirth === true)
    return <Navigate to={ageQuestionPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
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

/**
 * /date-of-birth: only for a signed-in account that has not answered yet; signed out it is a
 * signed-in page like any other (login, then back), and once answered it goes on to `returnTo`.
 */
export function AgeQuestionRoute({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (user.needsDateOfBirth !== true)
    return <Navigate to={sanitizeReturnTo(searchParams.get('returnTo')) ?? '/dashboard'} replace />;
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
