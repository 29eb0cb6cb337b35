import { createHash } from 'node:crypto';
import { type FamilyMailChoice, humanDateRange, humanDay } from '@portal/contracts';
import { firstName, possessive, quoted } from '../report/family-page.rules';

/** The events a family hears about (`every` by mail as they happen, `weekly` in the digest). */
export const FAMILY_EVENTS = [
  'roadmap.assignment.status-changed',
  'media.video.reviewed',
  'reports.report.ready',
  'roadmap.call.booked',
  'roadmap.call.rescheduled',
  'roadmap.call.cancelled',
] as const;
export type FamilyEventName = (typeof FAMILY_EVENTS)[number];

/**
 * Report mails go to every guardian whatever they chose, and call mails to every parent on file
 * (reports' existing mails); the `every` mail adds the events that have no mail of their own.
 */
export const MAILED_ELSEWHERE: readonly FamilyEventName[] = [
  'reports.report.ready',
  'roadmap.call.booked',
  'roadmap.call.rescheduled',
  'roadmap.call.cancelled',
];

/** The few fields of each event's payload the family's line needs. */
export type FamilyEventPayload =
  | { name: 'roadmap.assignment.status-changed'; title: string; to: string; note: string | null }
  | { name: 'media.video.reviewed'; title: string; status: string }
  | { name: 'reports.report.ready'; periodStart: string; periodEnd: string; regenerated: boolean }
  | { name: 'roadmap.call.booked' | 'roadmap.call.rescheduled' | 'roadmap.call.cancelled'; startsAt: string };

function callTime(startsAt: string): string {
  return `${humanDay(startsAt.slice(0, 10), { weekday: true, year: false })} at ${startsAt.slice(11, 16)} (UTC)`;
}

/**
 * One event as a line a parent reads, naming the child by first name; null for an event the family
 * is not told about (an assignment started or handed in is the child's own news).
 */
export function familyEventLine(event: FamilyEventPayload, childName: string): string | null {
  const name = firstName(childName);
  switch (event.name) {
    case 'roadmap.assignment.status-changed':
      if (event.to === 'approved')
        return `The coach approved ${possessive(name)} “${event.title}”.${event.note ? ` The coach said: ${quoted(event.note)}` : ''}`;
      if (event.to === 'needs_changes')
        return `The coach asked ${name} to improve “${event.title}”${event.note ? `: ${quoted(event.note)}` : '.'}`;
      return null;
    case 'media.video.reviewed':
      return event.status === 'Needs More Info'
        ? `The coach watched ${possessive(name)} video “${event.title}” and needs a little more information.`
        : `The coach gave feedback on ${possessive(name)} video “${event.title}”.`;
    case 'reports.report.ready':
      return `${possessive(name)} progress report for ${humanDateRange(event.periodStart, event.periodEnd)} ${event.regenerated ? 'was updated' : 'is ready'}.`;
    case 'roadmap.call.booked':
      return `A call with the coach was booked for ${callTime(event.startsAt)}.`;
    case 'roadmap.call.rescheduled':
      return `A call with the coach was moved to ${callTime(event.startsAt)}.`;
    case 'roadmap.call.cancelled':
      return `The call with the coach on ${callTime(event.startsAt)} was cancelled.`;
  }
}

/** A guardian entry on the child's record, and the parent account that accepted it (if any). */
export interface GuardianOnFile {
  entryId: string;
  name: string;
  email: string | null;
}

export interface Guardian {
  parentUserId: string;
  email: string;
  name: string;
}

/**
 * The child's guardians who chose `choice`: entries with an e-mail whose parent account is known here
 * (an entry not yet accepted has no account and gets report mails only), each address once.
 */
export function guardiansChoosing(
  choice: FamilyMailChoice,
  entries: readonly GuardianOnFile[],
  accountOfEntry: ReadonlyMap<string, string>,
  choiceOf: (parentUserId: string) => FamilyMailChoice,
): Guardian[] {
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const parentUserId = accountOfEntry.get(entry.entryId);
    const email = entry.email?.trim().toLowerCase();
    if (!parentUserId || !email || seen.has(email) || choiceOf(parentUserId) !== choice) return [];
    seen.add(email);
    return [{ parentUserId, email, name: entry.name }];
  });
}

function recipientKey(email: string): string {
  return createHash('sha1').update(email.toLowerCase()).digest('hex').slice(0, 12);
}

/** One message per event and guardian: a redelivered event never mails twice. */
export function familyEventMessageId(eventId: string, email: string): string {
  return `family-event-${eventId}-${recipientKey(email)}`;
}

/** One digest per guardian and week. */
export function weeklyDigestMessageId(weekStart: string, parentUserId: string): string {
  return `family-weekly-${weekStart}-${parentUserId}`;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

export interface FamilyMailContent {
  subject: string;
  text: string;
  html: string;
}

const SETTINGS_NOTE = 'You get this e-mail because you chose it in your mail settings';

/** The `every` mail: one event about one child. */
export function familyEventMail(
  line: string,
  childName: string,
  guardianName: string,
  portalUrl: string,
): FamilyMailContent {
  const name = firstName(childName);
  const settings = `${portalUrl}/family/mail-settings`;
  const greeting = `Hello ${guardianName},`;
  return {
    subject: `News about ${name}`,
    text: `${greeting}\n\n${line}\n\n${SETTINGS_NOTE}: ${settings}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>${SETTINGS_NOTE}: <a href="${escapeHtml(settings)}">mail settings</a>.</p>`,
  };
}

export interface DigestChild {
  childName: string;
  lines: string[];
}

/** The weekly digest: the week's lines per child, children without news left out (null: nothing to send). */
export function weeklyDigestMail(
  guardianName: string,
  weekStart: string,
  weekEnd: string,
  children: readonly DigestChild[],
  portalUrl: string,
): FamilyMailContent | null {
  const withNews = children.filter((child) => child.lines.length > 0);
  if (withNews.length === 0) return null;
  const range = humanDateRange(weekStart, weekEnd);
  const settings = `${portalUrl}/family/mail-settings`;
  const names = withNews.map((child) => firstName(child.childName));
  const subject = `This week for ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`} (${range})`;
  const text = [
    `Hello ${guardianName},`,
    '',
    `Here is what happened in the week of ${range}.`,
    ...withNews.flatMap((child) => ['', `${firstName(child.childName)}:`, ...child.lines.map((line) => `- ${line}`)]),
    '',
    `${SETTINGS_NOTE}: ${settings}`,
    '',
  ].join('\n');
  const html =
    `<p>${escapeHtml(`Hello ${guardianName},`)}</p><p>${escapeHtml(`Here is what happened in the week of ${range}.`)}</p>` +
    withNews
      .map(
        (child) =>
          `<h2>${escapeHtml(firstName(child.childName))}</h2><ul>${child.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      )
      .join('') +
    `<p>${SETTINGS_NOTE}: <a href="${escapeHtml(settings)}">mail settings</a>.</p>`;
  return { subject, text, html };
}
