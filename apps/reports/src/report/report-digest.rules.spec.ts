import type { PlayerMembership } from '@portal/contracts';
import {
  DIGEST_LIST_MAX,
  type DigestEntry,
  type DigestStaffMember,
  digestEntriesFor,
  digestMail,
  digestMessageId,
} from './report-digest.rules';

const entry = (playerName: string, index: number): DigestEntry => ({
  playerId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  playerName,
  periodStart: '2026-01-05',
  periodEnd: '2026-02-15',
  reportId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
});

describe('digestMessageId', () => {
  it('is one id per run and coach, case-insensitive, made of mail-id characters', () => {
    const id = digestMessageId('repeat:reports-six-weekly-scan:1763700000000', 'Carla@Club.test');
    expect(id).toBe(digestMessageId('repeat:reports-six-weekly-scan:1763700000000', 'carla@club.test'));
    expect(id).not.toBe(digestMessageId('repeat:reports-six-weekly-scan:1763703600000', 'carla@club.test'));
    expect(id).not.toBe(digestMessageId('repeat:reports-six-weekly-scan:1763700000000', 'dev@club.test'));
    expect(id).toMatch(/^report-digest-repeat-reports-six-weekly-scan-1763700000000-[0-9a-f]{12}$/);
  });
});

describe('digestMail', () => {
  it('lists every report by player name with a page and a PDF link, and escapes HTML', () => {
    const mail = digestMail('2026-02-16', [entry('Zoe <Z>', 1), entry('Ana Silva', 2)], [], 'https://portal.test/');
    expect(mail.subject).toBe('Progress reports digest: 2 new progress reports (2026-02-16)');
    expect(mail.text).toBe(
      [
        '2 new progress reports from the report run of 2026-02-16. Families received their own copies.',
        '',
        '- Ana Silva, 5 January – 15 February 2026',
        '  Reports: https://portal.test/reports?playerId=00000000-0000-4000-8000-000000000002',
        '  PDF: https://portal.test/api/reports/10000000-0000-4000-8000-000000000002/pdf',
        '- Zoe <Z>, 5 January – 15 February 2026',
        '  Reports: https://portal.test/reports?playerId=00000000-0000-4000-8000-000000000001',
        '  PDF: https://portal.test/api/reports/10000000-0000-4000-8000-000000000001/pdf',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<li><a href="https://portal.test/reports?playerId=00000000-0000-4000-8000-000000000001">Zoe &lt;Z&gt;, 5 January – 15 February 2026</a>',
    );
    expect(mail.html.indexOf('Ana Silva')).toBeLessThan(mail.html.indexOf('Zoe'));
  });

  it('says "1 new progress report" and names the reports that were not ready', () => {
    const mail = digestMail('2026-02-16', [entry('Ana Silva', 1)], ['Bea Silva'], 'https://portal.test');
    expect(mail.subject).toBe('Progress reports digest: 1 new progress report (2026-02-16)');
    expect(mail.text).toContain('Not ready yet (they will appear in the portal): Bea Silva.');
  });

  it(`lists at most ${DIGEST_LIST_MAX} reports and counts the rest`, () => {
    const many = Array.from({ length: DIGEST_LIST_MAX + 3 }, (_, index) => entry(`Player ${index}`, index));
    const mail = digestMail('2026-02-16', many, [], 'https://portal.test');
    expect(mail.text.match(/^- /gm)).toHaveLength(DIGEST_LIST_MAX);
    expect(mail.text).toContain("…and 3 more: see each player's Reports in the portal.");
    expect(mail.subject).toContain(`${DIGEST_LIST_MAX + 3} new progress reports`);
  });
});

describe('digestEntriesFor', () => {
  const CLUB = 'c0000000-0000-4000-8000-000000000001';
  const OTHER_CLUB = 'c0000000-0000-4000-8000-000000000002';
  const U12 = '50000000-0000-4000-8000-000000000012';
  const U15 = '50000000-0000-4000-8000-000000000015';
  const [inU12, inU15, inBoth, elsewhere] = [entry('Ana', 1), entry('Ben', 2), entry('Cy', 3), entry('Dee', 4)];
  const memberships = new Map<string, PlayerMembership>([
    [inU12.playerId, { playerId: inU12.playerId, clubId: CLUB, squadIds: [U12] }],
    [inU15.playerId, { playerId: inU15.playerId, clubId: CLUB, squadIds: [U15] }],
    [inBoth.playerId, { playerId: inBoth.playerId, clubId: CLUB, squadIds: [U12, U15] }],
    [elsewhere.playerId, { playerId: elsewhere.playerId, clubId: OTHER_CLUB, squadIds: [U12] }],
  ]);
  const entries = [inU12, inU15, inBoth, elsewhere, entry('Unplaced', 5)];
  const member = (fields: Partial<DigestStaffMember>): DigestStaffMember => ({
    userId: 'a0000000-0000-4000-8000-000000000001',
    role: 'coach',
    clubId: CLUB,
    squadIds: [U12],
    active: true,
    ...fields,
  });

  it("lists a coach's squads' players only, never another club's (even with the same squad id)", () => {
    expect(digestEntriesFor(member({}), entries, memberships)).toEqual([inU12, inBoth]);
    expect(digestEntriesFor(member({ squadIds: [U12, U15] }), entries, memberships)).toEqual([inU12, inU15, inBoth]);
  });

  it("gives an admin the club-wide digest: every player of the admin's club, nobody else's", () => {
    expect(digestEntriesFor(member({ role: 'admin', squadIds: [] }), entries, memberships)).toEqual([
      inU12,
      inU15,
      inBoth,
    ]);
  });

  it('lists nothing for someone deactivated, unknown to the copy, or a coach without squads', () => {
    expect(digestEntriesFor(member({ active: false }), entries, memberships)).toEqual([]);
    expect(digestEntriesFor(undefined, entries, memberships)).toEqual([]);
    expect(digestEntriesFor(member({ squadIds: [] }), entries, memberships)).toEqual([]);
  });
});
