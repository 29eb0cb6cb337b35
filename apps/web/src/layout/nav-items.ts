import { isStaff, type Role } from '@portal/contracts';
import {
  AssignmentsIcon,
  DashboardIcon,
  PhoneCallIcon,
  ProfileIcon,
  ProgressIcon,
  RoadmapIcon,
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
}

/** Spec §2.2 header navigation, in order. */
const PLAYER_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Roadmap', to: '/roadmap', icon: RoadmapIcon },
  { label: 'Assignments', to: '/assignments', icon: AssignmentsIcon },
  { label: 'Training', to: '/training', icon: TrainingIcon },
  { label: 'Videos', to: '/videos', icon: VideoIcon },
  { label: 'Progress', to: '/progress', icon: ProgressIcon },
  { label: 'Calls', to: '/calls', icon: PhoneCallIcon },
  { label: 'Video Analysis', to: '/video-analysis', icon: VideoAnalysisIcon },
  { label: 'Profile', to: '/profile', icon: ProfileIcon },
];

const ADMIN_NAV: NavItem = { label: 'Admin', to: '/admin', icon: ShieldIcon };

/** Coaches and admins also get the Admin item. */
export function navItemsFor(role: Role): readonly NavItem[] {
  return isStaff(role) ? [...PLAYER_NAV, ADMIN_NAV] : PLAYER_NAV;
}
