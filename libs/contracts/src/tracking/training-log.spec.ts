import {
  summarizeTrainingLogs,
  trainingLogCreateSchema,
  trainingTypeBadgeTone,
  trainingTypeLabel,
  wellnessLevel,
} from './training-log';

describe('training log summary', () => {
  const today = '2026-11-19'; // Thursday; week is Sun 15 … Sat 21

  it('counts all sessions and this Sunday-to-Saturday week', () => {
    const logs = [
      { date: '2026-11-14', wellnessRating: 5 }, // Saturday before
      { date: '2026-11-15', wellnessRating: 4 }, // Sunday
      { date: '2026-11-21', wellnessRating: 2 }, // Saturday
      { date: '2026-11-22', wellnessRating: 1 }, // next Sunday
    ];
    expect(summarizeTrainingLogs(logs, today)).toEqual({
      totalSessions: 4,
      thisWeek: 2,
      averageWellness: '3.0',
      week: { start: '2026-11-15', end: '2026-11-21' },
    });
  });

  it('averages to one decimal, counting a missing rating as 3', () => {
    const logs = [
      { date: '2026-11-16', wellnessRating: 5 },
      { date: '2026-11-17', wellnessRating: null },
      { date: '2026-11-18', wellnessRating: 4 },
    ];
    expect(summarizeTrainingLogs(logs, today).averageWellness).toBe('4.0');
    expect(summarizeTrainingLogs([...logs, { date: '2026-11-19', wellnessRating: 1 }], today).averageWellness).toBe(
      '3.3',
    );
  });

  it('shows 0.0 when this week has no logs', () => {
    expect(summarizeTrainingLogs([{ date: '2026-10-01', wellnessRating: 5 }], today)).toMatchObject({
      thisWeek: 0,
      averageWellness: '0.0',
    });
    expect(summarizeTrainingLogs([], today)).toMatchObject({ totalSessions: 0, averageWellness: '0.0' });
  });
});

describe('badges and labels', () => {
  it('maps the four types to their labels and colours', () => {
    expect(
      ['team_training', 'individual_training', 'game', 'other'].map((type) => [
        trainingTypeLabel(type),
        trainingTypeBadgeTone(type),
      ]),
    ).toEqual([
      ['Team Training', 'blue'],
      ['Individual Training', 'green'],
      ['Game', 'red'],
      ['Other', 'gray'],
    ]);
  });

  it('shows an unknown type raw, in grey', () => {
    expect(trainingTypeLabel('yoga_session')).toBe('yoga_session');
    expect(trainingTypeBadgeTone('yoga_session')).toBe('gray');
  });

  it('labels the wellness scale and falls back to Average for an unknown rating', () => {
    expect([1, 2, 3, 4, 5].map((rating) => wellnessLevel(rating).label)).toEqual([
      'Very Tired',
      'Tired',
      'Average',
      'Good',
      'Excellent',
    ]);
    expect(new Set([1, 2, 3, 4, 5].map((rating) => wellnessLevel(rating).emoji)).size).toBe(5);
    expect(wellnessLevel(7).label).toBe('Average');
    expect(wellnessLevel(null).label).toBe('Average');
  });
});

describe('create payload', () => {
  const valid = { date: '2026-11-19', type: 'game', wellnessRating: 4, notes: 'Scored twice' };

  it('accepts the spec payload, with rating and notes optional', () => {
    expect(trainingLogCreateSchema.parse(valid)).toEqual(valid);
    expect(trainingLogCreateSchema.safeParse({ date: '2026-11-19', type: 'other' }).success).toBe(true);
  });

  it('uses the spec message for a missing type', () => {
    expect(trainingLogCreateSchema.safeParse({ ...valid, type: '' }).error?.issues[0]?.message).toBe(
      'Please select a training type',
    );
  });

  it.each([
    ['date', { date: '2026-02-30' }],
    ['type', { type: 'yoga' }],
    ['wellnessRating', { wellnessRating: 3.5 }],
    ['wellnessRating', { wellnessRating: 6 }],
    ['wellnessRating', { wellnessRating: '4' }],
    ['notes', { notes: 'x'.repeat(2001) }],
  ])('refuses a bad %s', (field, change) => {
    const issues = trainingLogCreateSchema.safeParse({ ...valid, ...change }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('refuses unknown fields', () => {
    expect(trainingLogCreateSchema.safeParse({ ...valid, playerId: 'someone-else' }).success).toBe(false);
  });
});
