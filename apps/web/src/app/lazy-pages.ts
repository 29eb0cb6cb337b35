import { lazy } from 'react';
import { type PublicScreen, publicScreenFor } from './first-screen';

/** Every screen is its own chunk (React.lazy): the landing page loads none of the signed-in code. */
const loadLanding = () => import('../features/landing/LandingPage');
const loadLogin = () => import('../features/auth/LoginPage');
const loadSignup = () => import('../features/auth/SignupPage');

export const LandingPage = lazy(loadLanding);
export const LoginPage = lazy(loadLogin);
export const SignupPage = lazy(loadSignup);
export const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
export const AcceptInvitationPage = lazy(() => import('../features/auth/AcceptInvitationPage'));
export const AcceptGuardianInvitationPage = lazy(() => import('../features/consents/AcceptGuardianInvitationPage'));
export const FamilyConsentsPage = lazy(() => import('../features/consents/FamilyConsentsPage'));
export const JoinSquadPage = lazy(() => import('../features/auth/JoinSquadPage'));
export const ProfileSetupPage = lazy(() => import('../features/auth/ProfileSetupPage'));
export const DateOfBirthPage = lazy(() => import('../features/auth/DateOfBirthPage'));
export const WelcomePage = lazy(() => import('../features/consents/WelcomePage'));
export const SignedInLayout = lazy(() => import('../layout/SignedInLayout'));
export const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
export const RoadmapPage = lazy(() => import('../features/roadmap/RoadmapPage'));
export const AssignmentsPage = lazy(() => import('../features/assignments/AssignmentsPage'));
export const TrainingPage = lazy(() => import('../features/training/TrainingPage'));
export const VideosPage = lazy(() => import('../features/videos/VideosPage'));
export const VideoAnalysisPage = lazy(() => import('../features/videos/VideoAnalysisPage'));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
export const PlayerProfilePage = lazy(() => import('../features/profile/PlayerProfilePage'));
export const ProgressPage = lazy(() => import('../features/progress/ProgressPage'));
export const ReportsPage = lazy(() => import('../features/reports/ReportsPage'));
export const FamilyMailSettingsPage = lazy(() => import('../features/family-mail/FamilyMailSettingsPage'));
export const PlayerProgressPage = lazy(() => import('../features/progress/PlayerProgressPage'));
export const BookCallPage = lazy(() => import('../features/calls/BookCallPage'));
export const MyCallsPage = lazy(() => import('../features/calls/MyCallsPage'));
export const CoachCallsPage = lazy(() => import('../features/calls/CoachCallsPage'));
export const AdminPage = lazy(() => import('../features/admin/AdminPage'));
export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

const PUBLIC_SCREEN_LOADERS: Record<PublicScreen, () => Promise<unknown>> = {
  landing: loadLanding,
  login: loadLogin,
  signup: loadSignup,
};

/**
 * Starts downloading the first screen's chunk while the session check runs, instead of after it:
 * React.lazy later finds the module already loaded (one network round trip less before the page).
 */
export function preloadFirstScreen(pathname: string): void {
  const screen = publicScreenFor(pathname);
  if (screen) void PUBLIC_SCREEN_LOADERS[screen]().catch(() => undefined);
}
export const FamilyDataPage = lazy(() => import('../features/family-data/FamilyDataPage'));
export const ConfirmDeletionPage = lazy(() => import('../features/family-data/ConfirmDeletionPage'));
export const FamilyIndexPage = lazy(() => import('../features/family/FamilyIndexPage'));
export const FamilyArea = lazy(() => import('../features/family/FamilyArea'));
export const FamilyHomePage = lazy(() => import('../features/family/FamilyHomePage'));
export const FamilyRoadmapPage = lazy(() => import('../features/family/FamilyRoadmapPage'));
export const FamilyAssignmentsPage = lazy(() => import('../features/family/FamilyAssignmentsPage'));
export const FamilyTrainingPage = lazy(() => import('../features/family/FamilyTrainingPage'));
export const FamilyVideosPage = lazy(() => import('../features/family/FamilyVideosPage'));
export const FamilyProgressPage = lazy(() => import('../features/family/FamilyProgressPage'));
export const FamilyReportsPage = lazy(() => import('../features/family/FamilyReportsPage'));
export const FamilyCallsPage = lazy(() => import('../features/family/FamilyCallsPage'));
export const FamilyProfilePage = lazy(() => import('../features/family/FamilyProfilePage'));
