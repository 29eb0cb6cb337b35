import { lazy } from 'react';

/** Every screen is its own chunk (React.lazy): the landing page loads none of the signed-in code. */
export const LandingPage = lazy(() => import('../features/landing/LandingPage'));
export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
export const SignupPage = lazy(() => import('../features/auth/SignupPage'));
export const ProfileSetupPage = lazy(() => import('../features/auth/ProfileSetupPage'));
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
export const PlayerProgressPage = lazy(() => import('../features/progress/PlayerProgressPage'));
export const AdminPage = lazy(() => import('../features/admin/AdminPage'));
export const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
