import { createHash } from 'node:crypto';
import { type PlayerMembership, type Role, humanDateRange, isPlayerInScope } from '@portal/contracts';
import type { ReportMailContent } from './report-mail.rules';

/** How many times the digest job looks for the run's reports before sending what is there. */
export const DIGEST_ATTEMPTS = 30;
/** Lines listed in one digest; a bigger run lists this many and points to the portal for the rest. */
export const DIGEST_LIST_MAX = 400;

export interface DigestEntry {
  playerId: string;
  playerName: string;
  periodStart: string;
  periodEnd: string;
  reportId: string;
}

/** A digest recipient as this service's copy of identity's memberships holds them. */
export interface DigestStaffMember {
  userId: string;
  role: Role;
  clubId: string;
  squadIds: readonly string[];
  active: boolean;
}

/**
 * The run's entries one digest recipient may read: a coach, the players of the squads they coach; an
 * admin, every player of their club (the club-wide digest). Someone deactivated, or unknown to the
 * copy, gets none, and so no digest.
 */
export function digestEntriesFor<T extends { playerId: string }>(
  member: DigestStaffMember | undefined,
  entries: readonly T[],
  memberships: ReadonlyMap<string, PlayerMembership>,
): T[] {
  if (!member?.active) return [];
  const actor = { userId: member.userId, role: member.role, clubId: member.clubId, squadIds: [...member.squadIds] };
  return entries.filter((entry) => isPlayerInScope(actor, entry.playerId, memberships.get(entry.playerId)));
}

/** One digest per run and coach: a retried or repeated digest job never mails twice. */
export function digestMessageId(runId: string, email: string): string {
  const recipient = createHash('sha1').update(email.toLowerCase()).digest('hex').slice(0, 12);
  const run = runId.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 120);
  return `report-digest-${run}-${recipient}`;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/**
 * A coach's digest of one run: every stored report with a link to the player's reports page and to
 * the PDF (both need the coach signed in). No PDFs attached: a run of many players would make a mail
 * of many megabytes. Reports not stored when the digest gave up waiting are named, not linked.
 */
export function digestMail(
  runDay: string,
  entries: readonly DigestEntry[],
  notReady: readonly string[],
  portalUrl: string,
): ReportMailContent {
  const base = portalUrl.replace(/\/+$/, '');
  const sorted = [...entries].sort(
    (a, b) => a.playerName.localeCompare(b.playerName) || a.periodStart.localeCompare(b.periodStart),
  );
  const listed = sorted.slice(0, DIGEST_LIST_MAX);
  const more = sorted.length - listed.length;
  const count = `${entries.length} new progress report${entries.length === 1 ? '' : 's'}`;
  const subject = `Progress reports digest: ${count} (${runDay})`;
  const line = (entry: DigestEntry) => ({
    label: `${entry.playerName}, ${humanDateRange(entry.periodStart, entry.periodEnd)}`,
    page: `${base}/reports?playerId=${entry.playerId}`,
    pdf: `${base}/api/reports/${entry.reportId}/pdf`,
  });
  const intro = `${count} from the report run of ${runDay}. Families received their own copies.`;
  const moreText = more > 0 ? `…and ${more} more: see each player's Reports in the portal.` : null;
  const notReadyText =
    notReady.length > 0 ? `Not ready yet (they will appear in the portal): ${notReady.join(', ')}.` : null;
  const text = [
    intro,
    '',
    ...listed.map((entry) => {
      const { label, page, pdf } = line(entry);
      return `- ${label}\n  Reports: ${page}\n  PDF: ${pdf}`;
    }),
    ...(moreText ? ['', moreText] : []),
    ...(notReadyText ? ['', notReadyText] : []),
    '',
  ].join('\n');
  const items = listed
    .map((entry) => {
      const { label, page, pdf } = line(entry);
      return `<li><a href="${escapeHtml(page)}">${escapeHtml(label)}</a> (<a href="${escapeHtml(pdf)}">PDF</a>)</li>`;
    })
    .join('');
  const html =
    `<p>${escapeHtml(intro)}</p><ul>${items}</ul>` +
    (moreText ? `<p>${escapeHtml(moreText)}</p>` : '') +
    (notReadyText ? `<p>${escapeHtml(notReadyText)}</p>` : '');
  return { subject, text, html };
}
