import { createHash } from 'node:crypto';
import { type MailAddress, humanDateRange } from '@portal/contracts';
import type { PersonOnFile, PlayerOnFile } from '../directory/identity-directory';

/**
 * The staff told of a player's report: those who reach the player (the coaches of the player's squads
 * and the admins of the player's club, from the scope copy), with the name and address identity has
 * for them; someone identity no longer lists is left out.
 */
export function reachingStaffOnFile(
  reaching: readonly { userId: string }[],
  staffOnFile: readonly PersonOnFile[],
): PersonOnFile[] {
  const byUserId = new Map(staffOnFile.map((person) => [person.userId, person]));
  return [...new Set(reaching.map((member) => member.userId))].flatMap((userId) => {
    const person = byUserId.get(userId);
    return person ? [person] : [];
  });
}

/**
 * Who receives a player's report: each parent or guardian on file with an e-mail address, else the
 * player's own address; and `coaches` (the staff reaching the player, see reachingStaffOnFile) except
 * those who get the run's digest instead. One address once, the family first.
 */
export function reportRecipients(
  player: PlayerOnFile,
  parents: readonly { name: string; email: string | null }[],
  coaches: readonly PersonOnFile[],
  digestCoachIds: readonly string[] = [],
): { family: MailAddress[]; coaches: MailAddress[] } {
  const seen = new Set<string>();
  const take = (people: readonly { name: string; email: string | null }[]): MailAddress[] =>
    people.flatMap((person) => {
      const email = person.email?.trim().toLowerCase();
      if (!email || seen.has(email)) return [];
      seen.add(email);
      return [{ email, name: person.name }];
    });
  const parentAddresses = take(parents);
  const family = parentAddresses.length > 0 ? parentAddresses : take([player]);
  const digest = new Set(digestCoachIds);
  return { family, coaches: take(coaches.filter((coach) => !digest.has(coach.userId))) };
}

/** One message id per report, period end and recipient: a retried job never mails twice. */
export function reportMessageId(reportId: string, periodEnd: string, email: string): string {
  const recipient = createHash('sha1').update(email.toLowerCase()).digest('hex').slice(0, 12);
  return `report-${reportId}-${periodEnd}-${recipient}`;
}

export interface ReportMailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** The mail around the attached PDF, worded for its reader. */
export function reportMail(
  playerName: string,
  period: { start: string; end: string },
  reader: 'family' | 'coach',
  summary: string,
): ReportMailContent {
  const range = humanDateRange(period.start, period.end);
  const subject = `Progress report for ${playerName}: ${range}`;
  const opening =
    reader === 'family'
      ? `Here is ${playerName}'s progress report for ${range}.`
      : `${playerName}'s progress report for ${range} is attached.`;
  const text = `${opening}\n\n${summary}\n\nThe full report is attached as a PDF.\n`;
  const html = `<p>${escapeHtml(opening)}</p><p>${escapeHtml(summary)}</p><p>The full report is attached as a PDF.</p>`;
  return { subject, text, html };
}
