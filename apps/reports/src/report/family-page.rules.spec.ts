import {
  alertSentence,
  capped,
  consistency,
  familyAlertSentences,
  firstName,
  nextStepItems,
  periodLine,
  quoted,
  wentWellItems,
} from './family-page.rules';

const JARGON = /acute|chronic|ratio|monotony|standard deviation|baseline|load \d|\d{4}-\d{2}-\d{2}/i;

describe('dates for families', () => {
  it('puts the team, the period and the report number under the title', () => {
    expect(periodLine({ number: 2, start: '2026-01-05', end: '2026-02-15' }, 'U12 Blue')).toBe(
      'U12 Blue · 5 January – 15 February 2026 · report 2',
    );
    expect(periodLine({ number: 1, start: '2026-01-05', end: '2026-01-05' }, null)).toBe('5 January 2026 · report 1');
  });
});

describe('alerts in plain words', () => {
  const alert = (rule: string, figures: Record<string, number | string> = {}) => ({
    rule,
    message: `Technical: ${rule}`,
    figures,
  });
  const every = [
    alert('acwr-high', { ratio: 1.62, acuteLoad: 2450, chronicWeeklyLoad: 1512 }),
    alert('acwr-elevated', { ratio: 1.4 }),
    alert('acwr-low', { ratio: 0.5 }),
    alert('monotony-high', { monotony: 2.4 }),
    alert('no-rest-day', { from: '2026-11-17', to: '2026-11-23' }),
    alert('assignment-overdue', { overdue: 2, asOf: '2026-11-23' }),
    alert('wellness-item-at-1', { item: 'sleep', value: 1, date: '2026-11-19' }),
    alert('wellness-below-baseline-2sd', { item: 'mood', value: 2, date: '2026-11-19' }),
    alert('wellness-below-baseline-1sd', { item: 'fatigue', value: 3, date: '2026-11-19' }),
  ];

  it('turns every kind into a sentence without jargon, numbers from the formula or ISO days', () => {
    for (const each of every) {
      const sentence = alertSentence(each, 'Mia');
      expect(sentence).toMatch(/^[A-Z0-9].*\.$/);
      expect(sentence).toContain('Mia');
      expect(sentence).not.toMatch(JARGON);
    }
  });

  it('says what happened and what helps', () => {
    expect(alertSentence(every[0]!, 'Mia')).toBe(
      'Mia trained a lot more than usual in one week. A big jump like that makes injuries more likely, so build up a little at a time.',
    );
    expect(alertSentence(every[6]!, 'Mia')).toBe(
      'On Thursday 19 November, Mia had slept badly (1 out of 5 in the check-in). It is worth talking together about how Mia is feeling.',
    );
    expect(alertSentence(every[7]!, 'Mia')).toBe(
      'On Thursday 19 November, Mia was in a much lower mood than usual. Good sleep, good food and an easier day can help.',
    );
    expect(alertSentence(every[8]!, 'Mia')).toContain('Mia felt more tired than usual.');
    expect(alertSentence(every[5]!, 'Mia')).toBe(
      '2 tasks from the coach went past the due date. Mia can pick one and finish it first.',
    );
  });

  it('leaves an unknown kind (or an unknown check-in item) to the details', () => {
    expect(alertSentence(alert('something-new'), 'Mia')).toBeNull();
    expect(alertSentence(alert('wellness-item-at-1', { item: 'luck' }), 'Mia')).toBeNull();
  });

  it('says each kind once, from its latest week, per check-in item', () => {
    const sentences = familyAlertSentences(
      [
        {
          weekStart: '2026-11-16',
          alerts: [every[4]!, alert('wellness-item-at-1', { item: 'sleep', date: '2026-11-17' })],
        },
        { weekStart: '2026-11-09', alerts: [every[0]!] },
        { weekStart: '2026-11-23', alerts: [every[4]!, every[6]!, alert('wellness-item-at-1', { item: 'energy' })] },
      ],
      'Mia',
    );
    expect(sentences).toEqual([
      alertSentence(every[0]!, 'Mia'),
      alertSentence(every[4]!, 'Mia'),
      alertSentence(every[6]!, 'Mia'),
      'Mia had very little energy (1 out of 5 in the check-in). It is worth talking together about how Mia is feeling.',
    ]);
  });
});

describe('what went well and what comes next', () => {
  it('lists approvals with the note, work handed in and video feedback', () => {
    expect(
      wentWellItems(
        {
          approved: [{ title: 'Wall passes', note: 'Great left foot', day: '2026-01-19' }],
          submitted: [{ title: 'Scanning', note: null, day: '2026-02-10' }],
        },
        [
          { title: 'Cup final', status: 'Reviewed', summary: 'Strong pressing!', comments: [] },
          { title: 'Drill', status: 'Reviewed', summary: null, comments: [{ at: '0:10', text: 'Nice' }] },
        ],
        'Ana',
      ),
    ).toEqual([
      'The coach approved “Wall passes” on 19 January. The coach said: “Great left foot”.',
      'Ana handed in “Scanning” on 10 February; the coach will look at it.',
      'The coach gave feedback on the video “Cup final”: “Strong pressing!”',
      'The coach gave feedback on the video “Drill” (1 comment).',
    ]);
  });

  it('puts changes asked for first, then overdue, then by due day; finished work is left out', () => {
    const assignment = (title: string, status: string, dueDate: string | null, note?: string) => ({
      title,
      status,
      dueDate,
      submittedAt: null,
      reviews: note ? [{ toStatus: 'needs_changes', note, at: '2026-11-11T08:00:00.000Z' }] : [],
    });
    expect(
      nextStepItems(
        [
          assignment('Later', 'in_progress', '2026-12-04'),
          assignment('No date', 'not_started', null),
          assignment('Done', 'approved', '2026-11-01'),
          assignment('Sent', 'submitted', '2026-11-01'),
          assignment('Late', 'not_started', '2026-11-20'),
          assignment('Juggling', 'needs_changes', '2026-12-01', 'Film it from the side.'),
        ],
        '2026-11-25',
      ),
    ).toEqual([
      'Improve “Juggling” as the coach asked: “Film it from the side.”',
      'Finish “Late”: it was due on 20 November.',
      'Finish “Later” by 4 December.',
      'Work on “No date”.',
    ]);
  });

  it('keeps a long list short and points to the details', () => {
    expect(capped(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(capped(['a', 'b', 'c', 'd'], 3)).toEqual(['a', 'b', '…and 2 more, listed on the next pages.']);
  });

  it('quotes words once, ending the sentence with one full stop', () => {
    expect(quoted(' Keep going ')).toBe('“Keep going”.');
    expect(quoted('Well done!')).toBe('“Well done!”');
  });
});

describe('consistency', () => {
  const weeks = (...sessions: number[]) => sessions.map((count) => ({ sessions: count }));

  it('gives sessions per week as a number and in words', () => {
    expect(consistency(weeks(3, 3, 0, 3, 3, 6), 'Mia')).toEqual({
      total: 18,
      weeks: 6,
      perWeek: 3,
      headline: '3 sessions a week on average (18 sessions in 6 weeks)',
      sentence:
        'Mia trained in 5 of the 6 weeks; one week had no training logged. Sessions each week: 3, 3, 0, 3, 3, 6.',
    });
    expect(consistency(weeks(2, 3, 2, 3, 2, 2), 'Mia')).toMatchObject({
      perWeek: 2.3,
      headline: '2.3 sessions a week on average (14 sessions in 6 weeks)',
      sentence: 'Mia trained in every one of the 6 weeks: a steady routine. Sessions each week: 2, 3, 2, 3, 2, 2.',
    });
    expect(consistency(weeks(1, 0), 'Mia').headline).toBe('0.5 sessions a week on average (1 session in 2 weeks)');
  });

  it('says so when nothing was logged, and counts a one-week period plainly', () => {
    expect(consistency(weeks(0, 0, 0), 'Mia')).toMatchObject({
      headline: 'No training logged in 3 weeks',
      sentence: 'Logging each session in the app lets the coach see how Mia is doing.',
    });
    expect(consistency(weeks(2), 'Mia')).toMatchObject({
      headline: '2 sessions a week on average (2 sessions in 1 week)',
      sentence: 'Mia trained twice so far.',
    });
  });

  it('calls the child by their first name', () => {
    expect(firstName('  Ana  Silva ')).toBe('Ana');
  });
});
