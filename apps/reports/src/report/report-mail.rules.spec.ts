import type { PlayerOnFile } from '../directory/identity-directory';
import { reachingStaffOnFile, reportMail, reportMessageId, reportRecipients } from './report-mail.rules';

const player: PlayerOnFile = {
  userId: '11111111-1111-4111-8111-111111111111',
  playerId: '22222222-2222-4222-8222-222222222222',
  name: 'Ana Silva',
  email: 'ana@family.test',
  signedUpAt: '2026-01-05T10:00:00.000Z',
  team: null,
  parents: [],
};
const coach = { userId: '33333333-3333-4333-8333-333333333333', name: 'Carla Coach', email: 'Carla@Club.test' };

describe('report recipients', () => {
  it('sends to each parent with an address, not to the player, and to the coaches', () => {
    expect(
      reportRecipients(
        player,
        [
          { name: 'Pat Silva', email: 'pat@family.test' },
          { name: 'No Mail', email: null },
          { name: 'Pat again', email: 'PAT@family.test' },
        ],
        [coach],
      ),
    ).toEqual({
      family: [{ email: 'pat@family.test', name: 'Pat Silva' }],
      coaches: [{ email: 'carla@club.test', name: 'Carla Coach' }],
    });
  });

  it("falls back to the player's own address when no parent has one", () => {
    expect(reportRecipients(player, [{ name: 'No Mail', email: null }], []).family).toEqual([
      { email: 'ana@family.test', name: 'Ana Silva' },
    ]);
    expect(reportRecipients({ ...player, email: null }, [], [coach]).family).toEqual([]);
  });

  it("leaves out the coaches who get the run's digest, never the family", () => {
    const other = { userId: '55555555-5555-4555-8555-555555555555', name: 'Dev Coach', email: 'dev@club.test' };
    const recipients = reportRecipients(
      player,
      [{ name: 'Pat', email: 'pat@family.test' }],
      [coach, other],
      [coach.userId],
    );
    expect(recipients.coaches).toEqual([{ email: 'dev@club.test', name: 'Dev Coach' }]);
    expect(recipients.family).toEqual([{ email: 'pat@family.test', name: 'Pat' }]);
    expect(reportRecipients(player, [], [coach, other], [coach.userId, other.userId]).coaches).toEqual([]);
  });

  it('does not mail a coach twice when they are also the family contact', () => {
    expect(reportRecipients({ ...player, email: 'carla@club.test' }, [], [coach]).coaches).toEqual([]);
  });
});

describe('report mail', () => {
  it('keys the message by report, period end and recipient, case-insensitively', () => {
    const id = '44444444-4444-4444-8444-444444444444';
    expect(reportMessageId(id, '2026-02-15', 'A@b.test')).toBe(reportMessageId(id, '2026-02-15', 'a@b.test'));
    expect(reportMessageId(id, '2026-02-15', 'a@b.test')).not.toBe(reportMessageId(id, '2026-02-20', 'a@b.test'));
    expect(reportMessageId(id, '2026-02-15', 'a@b.test')).toMatch(/^report-[0-9a-f-]+-2026-02-15-[0-9a-f]{12}$/);
  });

  it('words the mail for the family or the coach, escaping HTML', () => {
    const mail = reportMail('Ana <Silva>', { start: '2026-01-05', end: '2026-02-15' }, 'family', '4 sessions.');
    expect(mail.subject).toBe('Progress report for Ana <Silva>: 5 January – 15 February 2026');
    expect(mail.text).toContain("Here is Ana <Silva>'s progress report for 5 January – 15 February 2026.");
    expect(mail.html).toContain('Ana &lt;Silva&gt;&#39;s');
    expect(reportMail('Ana', { start: '2026-11-25', end: '2026-11-25' }, 'coach', '').text).toContain(
      "Ana's progress report for 25 November 2026 is attached.",
    );
  });
});

describe('reachingStaffOnFile', () => {
  const onFile = [
    coach,
    { userId: '44444444-4444-4444-8444-444444444444', name: 'Other Squad Coach', email: 'other@club.test' },
    { userId: '55555555-5555-4555-8555-555555555555', name: 'Ada Admin', email: 'ada@club.test' },
  ];

  it('keeps only the staff who reach the player, with the name and address identity has for them', () => {
    expect(
      reachingStaffOnFile([{ userId: onFile[2]!.userId }, { userId: coach.userId }, { userId: coach.userId }], onFile),
    ).toEqual([onFile[2], coach]);
  });

  it('leaves out someone identity no longer lists, and tells nobody when nobody reaches the player', () => {
    expect(reachingStaffOnFile([{ userId: '66666666-6666-4666-8666-666666666666' }], onFile)).toEqual([]);
    expect(reachingStaffOnFile([], onFile)).toEqual([]);
  });
});
