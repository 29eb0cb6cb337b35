import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '../auth/use-current-user';
import { FullPageLoader } from '../common/FullPageLoader';
import { AdoptPrerenderedPage } from './AdoptPrerenderedPage';
import { AgeQuestionRoute, NotForParents, ParentsOnly, PublicOnlyRoute, SignedInArea } from './route-guards';
import * as Pages from './lazy-pages';

/** Spec §2.1 route table. */
export function AppRoutes({ assumeSignedOut = false }: { assumeSignedOut?: boolean }) {
  const { isLoading } = useCurrentUser();
  if (isLoading && !assumeSignedOut) return <FullPageLoader label="Checking your session" />;
  return ROUTES;
}

/**
 * One element for every render: when the session check answers, AppRoutes renders again, and a
 * prerendered page whose screen has not hydrated yet must not receive new props (React would then
 * draw it again instead of adopting the HTML the visitor is already reading).
 */
const ROUTES = (
  <Suspense fallback={<FullPageLoader />}>
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnlyRoute>
            <Pages.LoginPage />
          </PublicOnlyRoute>
        }
      />
      <Route
        path="/signup"
        element={
          <PublicOnlyRoute>
            <Pages.SignupPage />
          </PublicOnlyRoute>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <PublicOnlyRoute>
            <Pages.ForgotPasswordPage />
          </PublicOnlyRoute>
        }
      />
      {/* Not public-only: whoever holds the link may use it, signed in or not. */}
      <Route path="/reset-password" element={<Pages.ResetPasswordPage />} />
      <Route path="/accept-invitation" element={<Pages.AcceptInvitationPage />} />
      <Route path="/confirm-deletion" element={<Pages.ConfirmDeletionPage />} />
      <Route path="/accept-guardian-invitation" element={<Pages.AcceptGuardianInvitationPage />} />
      <Route
        path="/date-of-birth"
        element={
          <AgeQuestionRoute>
            <Pages.DateOfBirthPage />
          </AgeQuestionRoute>
        }
      />
      <Route element={<SignedInArea />}>
        {/* A parent's pages name the child: /family/:childId/<page> (FAMILY-URLS). */}
        <Route path="family" element={<ParentsOnly />}>
          <Route index element={<Pages.FamilyIndexPage />} />
          <Route path="mail-settings" element={<Pages.FamilyMailSettingsPage />} />
          <Route path=":childId" element={<Pages.FamilyArea />}>
            <Route index element={<Pages.FamilyHomePage />} />
            <Route path="roadmap" element={<Pages.FamilyRoadmapPage />} />
            <Route path="assignments" element={<Pages.FamilyAssignmentsPage />} />
            <Route path="training" element={<Pages.FamilyTrainingPage />} />
            <Route path="videos" element={<Pages.FamilyVideosPage />} />
            <Route path="progress" element={<Pages.FamilyProgressPage />} />
            <Route path="reports" element={<Pages.FamilyReportsPage />} />
            <Route path="calls" element={<Pages.FamilyCallsPage />} />
            <Route path="calls/book" element={<Pages.BookCallPage />} />
            <Route path="profile" element={<Pages.FamilyProfilePage />} />
            <Route path="consents" element={<Pages.FamilyConsentsPage />} />
            <Route path="data" element={<Pages.FamilyDataPage />} />
          </Route>
        </Route>
        {/* Player and staff screens; a parent is sent to /family. */}
        <Route element={<NotForParents />}>
          <Route index element={<Pages.DashboardPage />} />
          <Route path="dashboard" element={<Pages.DashboardPage />} />
          <Route path="roadmap" element={<Pages.RoadmapPage />} />
          <Route path="assignments" element={<Pages.AssignmentsPage />} />
          <Route path="training" element={<Pages.TrainingPage />} />
          <Route path="videos" element={<Pages.VideosPage />} />
          <Route path="video-analysis" element={<Pages.VideoAnalysisPage />} />
          <Route path="profile" element={<Pages.ProfilePage />} />
          <Route path="welcome" element={<Pages.WelcomePage />} />
          <Route path="profile-setup" element={<Pages.ProfileSetupPage />} />
          <Route path="player/:id" element={<Pages.PlayerProfilePage />} />
          <Route path="players/:id" element={<Pages.PlayerProfilePage />} />
          <Route path="progress" element={<Pages.ProgressPage />} />
          <Route path="reports" element={<Pages.ReportsPage />} />
          <Route path="players/:id/progress" element={<Pages.PlayerProgressPage />} />
          <Route path="admin" element={<Pages.AdminPage />} />
          <Route path="join" element={<Pages.JoinSquadPage />} />
          <Route path="calls" element={<Pages.MyCallsPage />} />
          <Route path="calls/book" element={<Pages.BookCallPage />} />
          <Route path="calls/coach" element={<Pages.CoachCallsPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Pages.NotFoundPage />} />
    </Routes>
    <AdoptPrerenderedPage />
  </Suspense>
);
