import {
  agendaActionsOf,
  callsThisWeek,
  dateTimeIn,
  dayLabel,
  slotsByDay,
  timeIn,
  weekDays,
  weekStartOf,
} from './calls-display';

describe('calls display rules', () => {
  it('starts the week on Monday in the viewer’s zone', () => {
    // Sunday 23:30 in New York is already Monday in London.
    const instant = new Date('2026-03-30T03:30:00Z');
    expect(weekStartOf(instant, 'America/New_York')).toBe('2026-03-23');
    expect(weekStartOf(instant, 'Europe/London')).toBe('2026-03-30');
    expect(weekDays('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });

  it('groups slots by the viewer’s day and shows their clock', () => {
    const slots = [{ startsAt: '2026-03-31T16:00:00.000Z' }, { startsAt: '2026-03-31T23:30:00.000Z' }];
    expect([...slotsByDay(slots, 'Europe/London').keys()]).toEqual(['2026-03-31', '2026-04-01']);
    expect([...slotsByDay(slots, 'America/New_York').keys()]).toEqual(['2026-03-31']);
    expect(timeIn(slots[0]!.startsAt, 'Europe/London')).toBe('17:00');
    expect(timeIn(slots[0]!.startsAt, 'America/New_York')).toBe('12:00');
    expect(dayLabel('2026-03-31')).toBe('Tue 31 Mar');
    expect(dateTimeIn(slots[1]!.startsAt, 'Europe/London')).toBe('Wed 1 Apr, 00:30');
  });

  it('lists the calls of this Sunday-to-Saturday week only, like the training log’s This Week', () => {
    // Wednesday 1 April 2026: the week runs Sunday 29 March to Saturday 4 April.
    const now = new Date('2026-04-01T12:00:00Z');
    const calls = [
      { startsAt: '2026-04-04T10:00:00.000Z' },
      { startsAt: '2026-03-29T10:00:00.000Z' },
      { startsAt: '2026-04-05T10:00:00.000Z' },
      { startsAt: '2026-03-28T23:30:00.000Z' },
    ];
    expect(callsThisWeek(calls, now, 'UTC').map((call) => call.startsAt)).toEqual([
      '2026-03-29T10:00:00.000Z',
      '2026-04-04T10:00:00.000Z',
    ]);
    // Saturday 23:30 UTC is already Sunday in Berlin: in this week there, not in UTC.
    expect(callsThisWeek(calls, now, 'Europe/Berlin').map((call) => call.startsAt)).toEqual([
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T10:00:00.000Z',
      '2026-04-04T10:00:00.000Z',
    ]);
    // On a Sunday the whole week ahead is listed.
    expect(callsThisWeek(calls, new Date('2026-04-05T08:00:00Z'), 'UTC').map((call) => call.startsAt)).toEqual([
      '2026-04-05T10:00:00.000Z',
    ]);
  });

  it('offers notes once a call started, move and cancel until the notice, nothing inside it', () => {
    const call = { startsAt: '2026-04-01T18:00:00.000Z', minimumNoticeHours: 12 };
    expect(agendaActionsOf(call, new Date('2026-04-01T05:59:00Z'))).toEqual(['reschedule', 'cancel']);
    expect(agendaActionsOf(call, new Date('2026-04-01T06:01:00Z'))).toBe('inside-notice');
    expect(agendaActionsOf(call, new Date('2026-04-01T18:00:00Z'))).toEqual(['notes']);
    expect(agendaActionsOf({ ...call, minimumNoticeHours: 0 }, new Date('2026-04-01T17:59:00Z'))).toEqual([
      'reschedule',
      'cancel',
    ]);
  });
});
