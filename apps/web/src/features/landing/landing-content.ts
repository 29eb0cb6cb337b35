import {
  AssignmentsIcon,
  CalendarIcon,
  DevicesIcon,
  HeartIcon,
  type IconProps,
  LockIcon,
  PhoneCallIcon,
  ProfileIcon,
  ProgressIcon,
  ReportIcon,
  RoadmapIcon,
  TargetIcon,
  UsersIcon,
  VideoIcon,
} from '../../common/icons';

export interface LandingCard {
  title: string;
  text: string;
  icon: (props: IconProps) => React.JSX.Element;
}

/** Spec §1: what the programme promises, as the six "What's included" cards. */
export const INCLUDED: readonly LandingCard[] = [
  {
    title: 'Individual Player Roadmap',
    text: 'A roadmap built for you, with custom assignments, clear deadlines and the resources to complete them.',
    icon: RoadmapIcon,
  },
  {
    title: 'Progress Tracking',
    text: 'Log training sessions, games and wellness ratings, and see how your load and form develop week by week.',
    icon: ProgressIcon,
  },
  {
    title: 'Video Analysis',
    text: 'Upload game or training footage and get detailed analysis and feedback from your coach.',
    icon: VideoIcon,
  },
  {
    title: '1-on-1 Mentorship Calls',
    text: 'Book personal mentorship calls through the built-in scheduler, with reminders so you never miss one.',
    icon: PhoneCallIcon,
  },
  {
    title: 'Progress Reports',
    text: 'Automated reports every 6 weeks, with exports and PDF summaries written for parents.',
    icon: ReportIcon,
  },
  {
    title: 'Player Profile',
    text: 'Team, position, jersey number and parent contact details, kept in one place for your coach.',
    icon: ProfileIcon,
  },
];

/** Spec §2.3: the four-step journey. */
export const JOURNEY = [
  {
    title: 'Initial Assessment',
    text: 'We get to know the player: strengths, position, goals and where the next level is.',
  },
  { title: 'Custom Roadmap', text: 'Your coach builds a roadmap of focused assignments with deadlines and resources.' },
  { title: 'Track Progress', text: 'Log sessions, games and wellness; submit work and video for review as you go.' },
  {
    title: 'Elite Mentorship',
    text: 'Regular one-to-one calls and feedback keep development on course, season after season.',
  },
] as const;

export const PROBLEMS = [
  'Training hard without a clear plan for what to improve next',
  'Feedback that gets lost between sessions, games and group chats',
  'Parents left guessing how their player is really progressing',
] as const;

export const SOLUTIONS = [
  'One roadmap with clear, coach-set assignments and deadlines',
  'Training, wellness and video feedback tracked in a single place',
  'Regular reports and summaries the whole family can read',
] as const;

export const FEATURES: readonly LandingCard[] = [
  {
    title: 'Always Available',
    text: 'Reach the portal at any time, on any device: phone, tablet or laptop.',
    icon: DevicesIcon,
  },
  {
    title: 'Deadlines & Reminders',
    text: 'Assignments come with due dates, and calls with reminders.',
    icon: CalendarIcon,
  },
  {
    title: 'Wellness Monitoring',
    text: 'Daily wellness check-ins flag fatigue before it becomes an injury.',
    icon: HeartIcon,
  },
  {
    title: 'Coach Feedback',
    text: 'Comments on your work and your videos, right where you need them.',
    icon: AssignmentsIcon,
  },
  { title: 'Built for Families', text: 'Parents get clear PDF summaries and stay in the loop.', icon: UsersIcon },
  {
    title: 'Private & Secure',
    text: 'Your data stays in your programme, protected behind your own account.',
    icon: LockIcon,
  },
];

export const TRUST_POINTS = [
  { label: 'Reports every 6 weeks', icon: ReportIcon },
  { label: 'Personal roadmap', icon: TargetIcon },
  { label: 'Any device, any time', icon: DevicesIcon },
] as const;
