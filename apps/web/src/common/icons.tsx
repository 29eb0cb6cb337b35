import type { ReactNode, SVGProps } from 'react';

/** Small inline stroke icons (24×24 grid); no icon package and nothing fetched (CSP). */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
}

function makeIcon(name: string, paths: ReactNode) {
  function Icon({ size = 20, strokeWidth = 2, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const DashboardIcon = makeIcon(
  'Dashboard',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
);
export const RoadmapIcon = makeIcon(
  'Roadmap',
  <>
    <path d="M3 7l6-3 6 3 6-3v13l-6 3-6-3-6 3z" />
    <path d="M9 4v13M15 7v13" />
  </>,
);
export const AssignmentsIcon = makeIcon(
  'Assignments',
  <>
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
    <rect x="9" y="3" width="6" height="4" rx="1.5" />
    <path d="M9 14l2 2 4-4" />
  </>,
);
export const TrainingIcon = makeIcon('Training', <path d="M3 12h4l3-8 4 16 3-8h4" />);
export const VideoIcon = makeIcon(
  'Video',
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </>,
);
export const ProgressIcon = makeIcon(
  'Progress',
  <>
    <path d="M4 19h16" />
    <path d="M7 15v-4M12 15V7M17 15v-6" />
  </>,
);
export const VideoAnalysisIcon = makeIcon(
  'VideoAnalysis',
  <>
    <rect x="3" y="4" width="18" height="14" rx="2" />
    <path d="M10 8.5v5l4-2.5z" />
    <path d="M8 21h8" />
  </>,
);
export const ProfileIcon = makeIcon(
  'Profile',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </>,
);
export const ShieldIcon = makeIcon(
  'Shield',
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const BellIcon = makeIcon(
  'Bell',
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21a2 2 0 0 0 4 0" />
  </>,
);
export const LogoutIcon = makeIcon(
  'Logout',
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2v-2" />
    <path d="M10 12h11M18 9l3 3-3 3" />
  </>,
);
export const ArrowRightIcon = makeIcon('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const CheckIcon = makeIcon('Check', <path d="M5 12l5 5L20 7" />);
export const CalendarIcon = makeIcon(
  'Calendar',
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </>,
);
export const PhoneCallIcon = makeIcon(
  'PhoneCall',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
);
export const ReportIcon = makeIcon(
  'Report',
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M9 17v-3M12 17v-5M15 17v-2" />
  </>,
);
export const DevicesIcon = makeIcon(
  'Devices',
  <>
    <rect x="13" y="8" width="8" height="12" rx="1.5" />
    <path d="M18 8V5a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h9" />
    <path d="M16 17h2" />
  </>,
);
export const TargetIcon = makeIcon(
  'Target',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);
export const UsersIcon = makeIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20a6 6 0 0 1 12 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M21 20a6 6 0 0 0-3.5-5.5" />
  </>,
);
export const HeartIcon = makeIcon(
  'Heart',
  <path d="M19.5 12.6L12 20l-7.5-7.4A4.9 4.9 0 0 1 12 6a4.9 4.9 0 0 1 7.5 6.6z" />,
);
export const SearchIcon = makeIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5" />
  </>,
);
export const ClockIcon = makeIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const BallIcon = makeIcon(
  'Ball',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
    <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5" />
  </>,
);
export const InfoIcon = makeIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8h.01M11 12h1v5h1" />
  </>,
);
export const LockIcon = makeIcon(
  'Lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
