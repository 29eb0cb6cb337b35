import type { Assignment, Call, FamilyChild, MyCalls, Report, Video } from '@portal/contracts';
import { reportPeriodLabel } from '../reports/report-display';
import { viewerDateTime } from '../../common/dates';

/** The child's full name as the club has it, or a neutral word when it is missing. */
export function childFullName(child: Pick<FamilyChild, 'fullName'>): string {
  const name = child.fullName?.trim();
  return name && name.length > 0 ? name : 'Your child';
}

/** "Mia" from "Mia Striker": how a parent's page names the child. */
export function childFirstName(child: Pick<FamilyChild, 'fullName'>): string {
  const name = child.fullName?.trim();
  if (!name) return 'Your child';
  return name.split(/\s+/)[0] ?? name;
}

/** "Mia's roadmap"; "James'" for a name ending in s. */
export function possessive(name: string): string {
  if (name === 'Your child') return "Your child's";
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** The children's page a parent is on, kept when switching child: '/family/a/roadmap' → 'roadmap'. */
export function familySubPath(pathname: string): string {
  const match = /^\/family\/[^/]+\/?(.*)$/.exec(pathname);
  return match?.[1]?.replace(/\/+$/, '') ?? '';
}

/** The same page for another child. */
export function familyPathFor(childId: string, subPath: string): string {
  return subPath ? `/family/${childId}/${subPath}` : `/family/${childId}`;
}

export type FamilyNewsKind =
  | 'assignment-approved'
  | 'assignment-changes'
  | 'video-feedback'
  | 'report'
  | 'call-booked'
  | 'call-cancelled'
  | 'call-upcoming';

export interface FamilyNewsItem {
  key: string;
  kind: FamilyNewsKind;
  /** What happened, to the parent: "Coach approved 'Juggling 50 times'". */
  text: string;
  /** When it happened (ISO), newest first. */
  at: string;
  /** The child's page that shows it, below /family/:childId. */
  to: string;
}

export interface FamilyNewsSources {
  assignments?: readonly Assignment[];
  videos?: readonly Video[];
  reports?: readonly Report[];
  calls?: MyCalls;
}

const after = (iso: string | null | undefined, since: number) => !!iso && Date.parse(iso) > since;

function callTime(call: Call): string {
  return viewerDateTime(call.startsAt, { weekday: true, year: false });
}

/**
 * What is new for one child since the parent's last visit (null: never visited, everything counts),
 * composed from the lists the parent may read: approvals and requests for changes on assignments,
 * coach feedback on videos, new reports, calls booked or cancelled, and every call still to come.
 */
export function familyNews(
  sources: FamilyNewsSources,
  lastVisitAt: string | null,
  now: Date = new Date(),
): FamilyNewsItem[] {
  const since = lastVisitAt ? Date.parse(lastVisitAt) : Number.NEGATIVE_INFINITY;
  const items: FamilyNewsItem[] = [];
  for (const assignment of sources.assignments ?? []) {
    if (!after(assignment.updatedAt, since)) continue;
    if (assignment.status === 'approved')
      items.push({
        key: `a-${assignment.id}`,
        kind: 'assignment-approved',
        text: `The coach approved “${assignment.title}”`,
        at: assignment.updatedAt,
        to: 'assignments',
      });
    else if (assignment.status === 'needs_changes')
      items.push({
        key: `a-${assignment.id}`,
        kind: 'assignment-changes',
        text: `The coach gave feedback on “${assignment.title}” and asked for changes`,
        at: assignment.updatedAt,
        to: 'assignments',
      });
  }
  for (const video of sources.videos ?? []) {
    const feedback = video.comments
      .flatMap((comment) => [comment, ...comment.replies])
      .filter(
        (entry) => entry.authorRole !== 'player' && entry.authorRole !== 'parent' && after(entry.createdAt, since),
      )
      .map((entry) => entry.createdAt)
      .sort();
    const newest = feedback.at(-1);
    if (newest)
      items.push({
        key: `v-${video.id}`,
        kind: 'video-feedback',
        text:
          feedback.length === 1
            ? `New coach feedback on the video “${video.title}”`
            : `${feedback.length} new coach comments on the video “${video.title}”`,
        at: newest,
        to: 'videos',
      });
  }
  for (const report of sources.reports ?? []) {
    if (!after(report.generatedAt, since)) continue;
    items.push({
      key: `r-${report.id}`,
      kind: 'report',
      text: `A new progress report is ready (${reportPeriodLabel(report)})`,
      at: report.generatedAt,
      to: 'reports',
    });
  }
  const calls = [...(sources.calls?.upcoming ?? []), ...(sources.calls?.past ?? [])];
  for (const call of calls) {
    if (call.status === 'cancelled' && after(call.cancelledAt, since)) {
      items.push({
        key: `c-${call.id}`,
        kind: 'call-cancelled',
        text: `The call with ${call.coachName} on ${callTime(call)} was cancelled`,
        at: call.cancelledAt!,
        to: 'calls',
      });
    } else if (call.status === 'booked' && after(call.createdAt, since)) {
      items.push({
        key: `c-${call.id}`,
        kind: 'call-booked',
        text: `A call with ${call.coachName} was booked for ${callTime(call)}`,
        at: call.createdAt,
        to: 'calls',
      });
    } else if (call.status === 'booked' && Date.parse(call.startsAt) > now.getTime()) {
      items.push({
        key: `c-${call.id}`,
        kind: 'call-upcoming',
        text: `Upcoming call with ${call.coachName} on ${callTime(call)}`,
        at: call.createdAt,
        to: 'calls',
      });
    }
  }
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
