import {
  SESSION_DEFAULTS,
  candidateCalendarDays,
  defaultSessionForm,
  sessionCalendarDay,
  weekdayNameOf,
  trainingSessionCreateSchema,
} from './training-session';
import { defaultWellnessForm, energyMarker, wellnessCalendarDay, wellnessLogCreateSchema } from './wellness-log';

describe('training session payload (spec §5)', () => {
  const valid = {
    type: 'Team',
    category: 'Individual',
    minutes: 45,
    notes: 'Rondo',
    rpe: 6,
    date: '2026-11-19T18:30:00.000+01:00',
    dayOfWeek: 'Thursday',
  } as const;
  const fieldsOf = (change: Record<string, unknown>) =>
    (trainingSessionCreateSchema.safeParse({ ...valid, ...change }).error?.issues ?? []).map((issue) =>
      issue.path.join('.'),
    );

  it('accepts the spec payload; notes and rpe are optional', () => {
    expect(trainingSessionCreateSchema.parse(valid)).toEqual(valid);
    expect(fieldsOf({ notes: undefined, rpe: undefined })).toEqual([]);
    expect(fieldsOf({ notes: null, rpe: null })).toEqual([]);
  });

  it('has the spec defaults', () => {
    expect(SESSION_DEFAULTS).toEqual({ type: 'Individual', category: 'Individual', minutes: 30, rpe: 5 });
    expect(defaultSessionForm('2026-11-19')).toEqual({ ...SESSION_DEFAULTS, date: '2026-11-19', notes: '' });
  });

  it.each(['Team', 'Individual', 'Game', 'Recovery', 'Gym', 'Assignment'])('takes %s as type and category', (kind) => {
    expect(fieldsOf({ type: kind, category: kind })).toEqual([]);
  });

  it.each([
    ['minutes', 1, []],
    ['minutes', 300, []],
    ['minutes', 0, ['minutes']],
    ['minutes', 301, ['minutes']],
    ['minutes', 30.5, ['minutes']],
    ['minutes', '30', ['minutes']],
    ['rpe', 1, []],
    ['rpe', 10, []],
    ['rpe', 0, ['rpe']],
    ['rpe', 11, ['rpe']],
    ['rpe', 5.5, ['rpe']],
    ['type', 'team', ['type']],
    ['category', 'Yoga', ['category']],
    ['notes', 'x'.repeat(2000), []],
    ['notes', 'x'.repeat(2001), ['notes']],
    ['date', '2026-02-30', ['date']],
    ['date', '19/11/2026', ['date']],
    ['dayOfWeek', 'Friday', ['dayOfWeek']],
    ['dayOfWeek', 'thursday', ['dayOfWeek']],
  ])('%s = %p gives errors on %p', (field, value, expected) => {
    expect(fieldsOf({ [field]: value })).toEqual(expected);
  });

  it('refuses a day in the future', () => {
    expect(fieldsOf({ date: '2999-01-01', dayOfWeek: weekdayNameOf('2999-01-01') })).toEqual(['date']);
  });

  it('refuses unknown fields', () => {
    expect(fieldsOf({ playerId: 'x' })).toEqual(['']);
  });
});

describe('the calendar day of an ISO date', () => {
  it('is the written day for a plain day or an instant with an offset', () => {
    expect(candidateCalendarDays('2026-11-19')).toEqual(['2026-11-19']);
    expect(candidateCalendarDays('2026-11-19T23:30:00-05:00')).toEqual(['2026-11-19']);
  });

  it('is the zone’s day with a time zone', () => {
    expect(candidateCalendarDays('2026-11-19T23:30:00Z', 'Europe/Berlin')).toEqual(['2026-11-20']);
    expect(candidateCalendarDays('2026-11-19T03:00:00Z', 'America/New_York')).toEqual(['2026-11-18']);
  });

  it('lets the weekday pick among the days a UTC instant can be somewhere', () => {
    // 23:30 UTC: 11:30 on the 19th at UTC-12, 13:30 on the 20th at UTC+14
    expect(candidateCalendarDays('2026-11-19T23:30:00Z')).toEqual(['2026-11-19', '2026-11-20']);
    expect(sessionCalendarDay('2026-11-19T23:30:00Z', 'Friday')).toBe('2026-11-20');
    expect(sessionCalendarDay('2026-11-19T23:30:00Z', 'Thursday')).toBe('2026-11-19');
    expect(sessionCalendarDay('2026-11-19T23:30:00Z', 'Monday')).toBeUndefined();
    expect(sessionCalendarDay('2026-11-19', 'Thursday')).toBe('2026-11-19');
  });

  it('is the UTC day for a check-in sent in UTC without a zone', () => {
    expect(wellnessCalendarDay('2026-11-19T23:30:00Z')).toBe('2026-11-19');
    expect(wellnessCalendarDay('2026-11-19T23:30:00+09:00')).toBe('2026-11-19');
  });
});

describe('wellness check-in payload (spec §5)', () => {
  const valid = {
    energy: 4,
    fatigue: 3,
    sleep: 5,
    motivation: 2,
    soreness: 3,
    mood: 4,
    comment: 'ok',
    date: '2026-11-19',
  };
  const fieldsOf = (change: Record<string, unknown>) =>
    (wellnessLogCreateSchema.safeParse({ ...valid, ...change }).error?.issues ?? []).map((issue) =>
      issue.path.join('.'),
    );

  it('accepts the spec payload, soreness, mood and comment optional', () => {
    expect(wellnessLogCreateSchema.parse(valid)).toEqual(valid);
    expect(fieldsOf({ soreness: undefined, mood: null, comment: undefined })).toEqual([]);
  });

  it('defaults the four items to 3', () => {
    expect(defaultWellnessForm()).toEqual({ energy: 3, fatigue: 3, sleep: 3, motivation: 3 });
  });

  it.each(['energy', 'fatigue', 'sleep', 'motivation', 'soreness', 'mood'])('takes %s from 1 to 5 only', (item) => {
    expect(fieldsOf({ [item]: 1 })).toEqual([]);
    expect(fieldsOf({ [item]: 5 })).toEqual([]);
    expect(fieldsOf({ [item]: 0 })).toEqual([item]);
    expect(fieldsOf({ [item]: 6 })).toEqual([item]);
    expect(fieldsOf({ [item]: 2.5 })).toEqual([item]);
  });

  it.each(['energy', 'fatigue', 'sleep', 'motivation'])('requires %s', (item) => {
    expect(fieldsOf({ [item]: undefined })).toEqual([item]);
  });

  it('limits the comment to 1,000 characters and needs a real date', () => {
    expect(fieldsOf({ comment: 'x'.repeat(1000) })).toEqual([]);
    expect(fieldsOf({ comment: 'x'.repeat(1001) })).toEqual(['comment']);
    expect(fieldsOf({ date: 'yesterday' })).toEqual(['date']);
    expect(fieldsOf({ date: undefined })).toEqual(['date']);
  });
});

describe('energy marker (spec §2.10)', () => {
  it.each([
    [5, 'good'],
    [4, 'good'],
    [3, 'medium'],
    [2, 'bad'],
    [1, 'bad'],
  ])('energy %i is %s', (energy, marker) => {
    expect(energyMarker(energy)).toBe(marker);
  });
});
