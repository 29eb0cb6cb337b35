import { type CoachHomeSectionKey, QUIET_DAYS } from '@portal/contracts';

/** One "Needs your attention" section: its heading, where "See all" goes, and what its empty state says. */
export interface SectionCopy {
  key: CoachHomeSectionKey;
  title: string;
  seeAll: { label: string; path: string };
  empty: string;
}

/** The sections in the order a coach acts on them: reviews and feedback first, then players, then the agenda. */
export const SECTIONS: readonly SectionCopy[] = [
  {
    key: 'reviews',
    title: 'Submissions waiting for review',
    seeAll: { label: 'See all reviews', path: '/admin' },
    empty: 'No submitted work is waiting.',
  },
  {
    key: 'videos',
    title: 'Videos waiting for feedback',
    seeAll: { label: 'See all videos', path: '/video-analysis' },
    empty: 'Every video has feedback.',
  },
  {
    key: 'newPlayers',
    title: 'New players without a roadmap',
    seeAll: { label: 'See all roadmaps', path: '/admin' },
    empty: 'Every player has a roadmap.',
  },
  {
    key: 'lights',
    title: 'Players on red or yellow this week',
    seeAll: { label: 'See all players', path: '/admin' },
    // Said of players with data only: one who logged nothing has no light (see "Nothing logged").
    empty: 'No player is on red or yellow this week.',
  },
  {
    key: 'quiet',
    title: `Nothing logged for ${QUIET_DAYS} days`,
    seeAll: { label: 'See all players', path: '/admin' },
    empty: `Every player logged something in the last ${QUIET_DAYS} days.`,
  },
  {
    key: 'overdue',
    title: 'Overdue assignments',
    seeAll: { label: 'See all roadmaps', path: '/admin' },
    empty: 'Nothing is overdue.',
  },
  {
    key: 'calls',
    title: "Today's and tomorrow's calls",
    seeAll: { label: 'See all calls', path: '/calls/coach' },
    empty: 'No calls today or tomorrow.',
  },
];

/** "3 waiting" under a heading when the section shows fewer than it counts: "Showing 5 of 12". */
export function sectionCountLabel(count: number, shown: number): string {
  return shown < count ? `Showing ${shown} of ${count}` : `${count}`;
}

/** A link that keeps the squad the page is narrowed to (`?squad=` is the squad switcher's URL parameter). */
export function withSquad(path: string, squadId: string | null): string {
  if (!squadId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}squad=${encodeURIComponent(squadId)}`;
}

/** "Uploaded 3 days ago", "Submitted today": how long a thing has been waiting, in the viewer's days. */
export function waitingSince(verb: string, instant: string, now: Date): string {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(new Date(instant))) / 86_400_000);
  if (days <= 0) return `${verb} today`;
  if (days === 1) return `${verb} yesterday`;
  return `${verb} ${days} days ago`;
}
