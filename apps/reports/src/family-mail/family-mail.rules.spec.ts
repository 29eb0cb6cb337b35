import {
  familyEventLine,
  familyEventMail,
  familyEventMessageId,
  guardiansChoosing,
  weeklyDigestMail,
  weeklyDigestMessageId,
} from './family-mail.rules';

describe('family event lines', () => {
  it('tells the family about feedback and approvals, by the child’s first name', () => {
    const change = { name: 'roadmap.assignment.status-changed' as const, title: 'Wall passes', note: null };
    expect(familyEventLine({ ...change, to: 'approved', note: 'Great left foot' }, 'Mia Jensen')).toBe(
      "The coach approved Mia's “Wall passes”. The coach said: “Great left foot”.",
    );
    expect(familyEventLine({ ...change, to: 'needs_changes', note: 'Film it.' }, 'Mia Jensen')).toBe(
      'The coach asked Mia to improve “Wall passes”: “Film it.”',
    );
    expect(familyEventLine({ ...change, to: 'needs_changes' }, 'Mia')).toBe(
      'The coach asked Mia to improve “Wall passes”.',
    );
    // Starting or handing in work is the child's own news.
    expect(familyEventLine({ ...change, to: 'submitted' }, 'Mia')).toBeNull();
    expect(familyEventLine({ ...change, to: 'in_progress' }, 'Mia')).toBeNull();
  });

  it('words video feedback, reports and calls with days as people write them', () => {
    expect(familyEventLine({ name: 'media.video.reviewed', title: 'Cup final', status: 'Reviewed' }, 'Mia')).toBe(
      "The coach gave feedback on Mia's video “Cup final”.",
    );
    expect(
      familyEventLine(
        { name: 'reports.report.ready', periodStart: '2026-10-14', periodEnd: '2026-11-24', regenerated: false },
        'Mia',
      ),
    ).toBe("Mia's progress report for 14 October – 24 November 2026 is ready.");
    expect(familyEventLine({ name: 'roadmap.call.booked', startsAt: '2026-11-26T17:00:00.000Z' }, 'Mia')).toBe(
      'A call with the coach was booked for Thursday 26 November at 17:00 (UTC).',
    );
    expect(familyEventLine({ name: 'roadmap.call.cancelled', startsAt: '2026-11-26T17:00:00.000Z' }, 'Mia')).toBe(
      'The call with the coach on Thursday 26 November at 17:00 (UTC) was cancelled.',
    );
  });
});

describe('which guardians get a mail', () => {
  const entries = [
    { entryId: 'e1', name: 'Pat', email: 'PAT@family.test' },
    { entryId: 'e2', name: 'Sam', email: 'sam@family.test' },
    { entryId: 'e3', name: 'Not yet accepted', email: 'new@family.test' },
    { entryId: 'e4', name: 'No address', email: null },
    { entryId: 'e5', name: 'Pat again', email: 'pat@family.test' },
  ];
  const accounts = new Map([
    ['e1', 'u1'],
    ['e2', 'u2'],
    ['e4', 'u4'],
    ['e5', 'u5'],
  ]);
  const choices: Record<string, 'every' | 'weekly' | 'reports'> = {
    u1: 'every',
    u2: 'weekly',
    u4: 'every',
    u5: 'every',
  };

  it('takes the entries whose account chose it, each address once; an entry without an account never', () => {
    const choiceOf = (id: string) => choices[id] ?? 'reports';
    expect(guardiansChoosing('every', entries, accounts, choiceOf)).toEqual([
      { parentUserId: 'u1', email: 'pat@family.test', name: 'Pat' },
    ]);
    expect(guardiansChoosing('weekly', entries, accounts, choiceOf)).toEqual([
      { parentUserId: 'u2', email: 'sam@family.test', name: 'Sam' },
    ]);
    expect(guardiansChoosing('every', entries, new Map(), choiceOf)).toEqual([]);
  });

  it('keys each message by event (or week) and guardian', () => {
    expect(familyEventMessageId('ev-1', 'A@b.test')).toBe(familyEventMessageId('ev-1', 'a@b.test'));
    expect(familyEventMessageId('ev-1', 'a@b.test')).not.toBe(familyEventMessageId('ev-2', 'a@b.test'));
    expect(familyEventMessageId('11111111-1111-4111-8111-111111111111', 'a@b.test')).toMatch(/^[A-Za-z0-9._@-]+$/);
    expect(weeklyDigestMessageId('2026-11-16', 'u1')).toBe('family-weekly-2026-11-16-u1');
  });
});

describe('family mails', () => {
  it('sends one event in a short mail that links to the settings, escaping HTML', () => {
    const mail = familyEventMail('The coach approved <b>.', 'Mia Jensen', 'Pat', 'https://portal.test');
    expect(mail.subject).toBe('News about Mia');
    expect(mail.text).toContain('Hello Pat,\n\nThe coach approved <b>.');
    expect(mail.text).toContain('https://portal.test/family/mail-settings');
    expect(mail.html).toContain('The coach approved &lt;b&gt;.');
  });

  it('lists the week per child, leaves out children without news, and sends nothing for a quiet week', () => {
    const mail = weeklyDigestMail(
      'Pat',
      '2026-11-16',
      '2026-11-22',
      [
        { childName: 'Mia Jensen', lines: ['A.', 'B.'] },
        { childName: 'Leo Jensen', lines: [] },
        { childName: 'Zoe Jensen', lines: ['C.'] },
      ],
      'https://portal.test',
    )!;
    expect(mail.subject).toBe('This week for Mia and Zoe (16–22 November 2026)');
    expect(mail.text).toBe(
      [
        'Hello Pat,',
        '',
        'Here is what happened in the week of 16–22 November 2026.',
        '',
        'Mia:',
        '- A.',
        '- B.',
        '',
        'Zoe:',
        '- C.',
        '',
        'You get this e-mail because you chose it in your mail settings: https://portal.test/family/mail-settings',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<h2>Zoe</h2><ul><li>C.</li></ul>');
    expect(weeklyDigestMail('Pat', '2026-11-16', '2026-11-22', [{ childName: 'Leo', lines: [] }], 'x')).toBeNull();
  });
});
