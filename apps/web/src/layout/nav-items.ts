import { isStaff, type Role } from '@portal/contracts';
import {
  AssignmentsIcon,
  DashboardIcon,
  PhoneCallIcon,
  ProfileIcon,
  ProgressIcon,
  ReportIcon,
  RoadmapIcon,
  CheckIcon,
  ShieldIcon,
  TrainingIcon,
  VideoAnalysisIcon,
  VideoIcon,
  type IconProps,
} from '../common/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: (props: IconProps) => React.JSX.Element;
  /** Active only on this exact path (a home whose pages sit below it). */
  end?: boolean;
}

/** Spec §2.2 header navigation, in order. */
const PLAYER_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Roadmap', to: '/roadmap', icon: RoadmapIcon },
  { label: 'Assignments', to: '/assignments', icon: AssignmentsIcon },
  { label: 'Training', to: '/training', icon: TrainingIcon },
  { label: 'Videos', to: '/videos', icon: VideoIcon },
  { label: 'Progress', to: '/progress', icon: ProgressIcon },
  { label: 'Reports', to: '/reports', icon: ReportIcon },
  { label: 'Calls', to: '/calls', icon: PhoneCallIcon },
  { label: 'Video Analysis', to: '/video-analysis', icon: VideoAnalysisIcon },
  { label: 'Profile', to: '/profile', icon: ProfileIcon },
];

const ADMIN_NAV: NavItem = { label: 'Admin', to: '/admin', icon: ShieldIcon };

/** Coaches and admins also get the Admin item; their Reports item opens the reports of every player they reach. */
export function navItemsFor(role: Role): readonly NavItem[] {
  return isStaff(role) ? [...PLAYER_NAV, ADMIN_NAV] : PLAYER_NAV;
}

/**
 * A parent's navigation: the pages of the child they are looking at (`/family/:childId/...`). Export
 * and deletion (`/data`) are reached from the child's Profile, so the row fits beside the child switcher.
 */
export function familyNavItemsFor(childId: string | undefined): readonly NavItem[] {
  if (!childId) return [{ label: 'Home', to: '/family', icon: DashboardIcon }];
  const base = `/family/${childId}`;
  return [
    { label: 'Home', to: base, icon: DashboardIcon, end: true },
    { label: 'Roadmap', to: `${base}/roadmap`, icon: RoadmapIcon },
    { label: 'Assignments', to: `${base}/assignments`, icon: AssignmentsIcon },
    { label: 'Training', to: `${base}/training`, icon: TrainingIcon },
    { label: 'Videos', to: `${base}/videos`, icon: VideoIcon },
    { label: 'Progress', to: `${base}/progress`, icon: ProgressIcon },
    { label: 'Reports', to: `${base}/reports`, icon: ReportIcon },
    { label: 'Calls', to: `${base}/calls`, icon: PhoneCallIcon },
    { label: 'Consents', to: `${base}/consents`, icon: CheckIcon },
    { label: 'Profile', to: `${base}/profile`, icon: ProfileIcon },
  ];
}

/** The child id in a parent's path (`/family/:childId/...`), none on `/family` and `/family/mail-settings`. */
export function childIdInPath(pathname: string): string | undefined {
  const segment = /^\/family\/([^/]+)/.exec(pathname)?.[1];
  return segment && segment !== 'mail-settings' ? segment : undefined;
}
