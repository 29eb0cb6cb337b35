import { type SlotRules, canChangeCall, generateSlots, slotRefusal } from './calls-slots';

const iso = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
const at = (value: string) => new Date(value);

const utcMondays: SlotRules = {
  timeZone: 'UTC',
  weeklyHours: [{ weekday: 1, start: '09:00', end: '11:00' }],
  callMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 0,
  blockedDates: [],
};
const monday = { from: at('2026-03-02T00:00:00Z'), to: at('2026-03-03T00:00:00Z') };

describe('generateSlots', () => {
  it('cuts recurring hours into calls separated by the buffer', () => {
    const slots = generateSlots({ rules: utcMondays, bookings: [], now: at('2026-03-01T00:00:00Z'), ...monday });
    expect(iso(slots)).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-02T09:45:00.000Z', '2026-03-02T10:30:00.000Z']);
    expect(slots[0]!.endsAt.toISOString()).toBe('2026-03-02T09:30:00.000Z');
  });

  it('repeats every week and stops at the 4-week horizon', () => {
    const slots = generateSlots({
      rules: { ...utcMondays, weeklyHours: [{ weekday: 1, start: '09:00', end: '09:30' }] },
      bookings: [],
      now: at('2026-03-01T00:00:00Z'),
      from: at('2026-03-01T00:00:00Z'),
      to: at('2026-06-01T00:00:00Z'),
    });
    expect(iso(slots)).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-09T09:00:00.000Z',
      '2026-03-16T09:00:00.000Z',
      '2026-03-23T09:00:00.000Z',
    ]);
  });

  it('keeps the buffer around booked calls', () => {
    const now = at('2026-03-01T00:00:00Z');
    const booked = { startsAt: at('2026-03-02T09:45:00Z'), endsAt: at('2026-03-02T10:15:00Z') };
    expect(iso(generateSlots({ rules: utcMondays, bookings: [booked], now, ...monday }))).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T10:30:00.000Z',
    ]);
    const offGrid = { startsAt: at('2026-03-02T09:20:00Z'), endsAt: at('2026-03-02T09:50:00Z') };
    expect(iso(generateSlots({ rules: utcMondays, bookings: [offGrid], now, ...monday }))).toEqual([
      '2026-03-02T10:30:00.000Z',
    ]);
  });

  it('refuses slots inside the minimum notice', () => {
    const rules = { ...utcMondays, minimumNoticeHours: 9 };
    expect(iso(generateSlots({ rules, bookings: [], now: at('2026-03-02T00:00:00Z'), ...monday }))).toHaveLength(3);
    const later = generateSlots({ rules, bookings: [], now: at('2026-03-02T00:01:00Z'), ...monday });
    expect(iso(later)).toEqual(['2026-03-02T09:45:00.000Z', '2026-03-02T10:30:00.000Z']);
  });

  it('skips blocked dates (a day of the coach’s calendar)', () => {
    const rules = { ...utcMondays, blockedDates: ['2026-03-02'] };
    expect(generateSlots({ rules, bookings: [], now: at('2026-03-01T00:00:00Z'), ...monday })).toEqual([]);
  });

  it('lays slots out on the coach’s clock across the London spring change (week of 23 March 2026)', () => {
    const rules: SlotRules = {
      timeZone: 'Europe/London',
      weeklyHours: [
        { weekday: 2, start: '17:00', end: '18:00' },
        { weekday: 0, start: '00:30', end: '03:00' },
      ],
      callMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeHours: 12,
      blockedDates: [],
    };
    const slots = generateSlots({
      rules,
      bookings: [],
      now: at('2026-03-20T12:00:00Z'),
      from: at('2026-03-23T00:00:00Z'),
      to: at('2026-04-01T00:00:00Z'),
    });
    expect(iso(slots)).toEqual([
      '2026-03-24T17:00:00.000Z', // Tue 17:00 GMT
      '2026-03-24T17:30:00.000Z',
      '2026-03-29T00:30:00.000Z', // Sun 00:30 GMT; 01:00 and 01:30 do not exist
      '2026-03-29T01:00:00.000Z', // Sun 02:00 BST
      '2026-03-29T01:30:00.000Z', // Sun 02:30 BST
      '2026-03-31T16:00:00.000Z', // Tue 17:00 BST
      '2026-03-31T16:30:00.000Z',
    ]);
  });

  it('handles the London autumn change: the repeated hour is offered once', () => {
    const rules: SlotRules = {
      timeZone: 'Europe/London',
      weeklyHours: [{ weekday: 0, start: '00:30', end: '02:30' }],
      callMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeHours: 0,
      blockedDates: [],
    };
    const slots = generateSlots({
      rules,
      bookings: [],
      now: at('2026-10-20T00:00:00Z'),
      from: at('2026-10-24T00:00:00Z'),
      to: at('2026-10-26T00:00:00Z'),
    });
    expect(iso(slots)).toEqual([
      '2026-10-24T23:30:00.000Z', // 00:30 BST
      '2026-10-25T00:00:00.000Z', // 01:00 BST (first of the two)
      '2026-10-25T00:30:00.000Z', // 01:30 BST
      '2026-10-25T02:00:00.000Z', // 02:00 GMT
    ]);
  });

  it('moves New York slots one hour earlier in UTC after 8 March 2026 and offers none in the gap', () => {
    const rules: SlotRules = {
      timeZone: 'America/New_York',
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '09:30' },
        { weekday: 0, start: '02:00', end: '03:00' },
      ],
      callMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeHours: 12,
      blockedDates: [],
    };
    const slots = generateSlots({
      rules,
      bookings: [],
      now: at('2026-03-01T00:00:00Z'),
      from: at('2026-03-02T00:00:00Z'),
      to: at('2026-03-10T00:00:00Z'),
    });
    expect(iso(slots)).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });
});

describe('slotRefusal', () => {
  const query = { rules: utcMondays, bookings: [], now: at('2026-03-01T00:00:00Z') };

  it('accepts an offered slot', () => {
    expect(slotRefusal(query, at('2026-03-02T09:45:00Z'))).toBeNull();
  });

  it('names why a time cannot be booked', () => {
    expect(slotRefusal(query, at('2026-02-28T09:00:00Z'))).toBe('This time is in the past');
    expect(
      slotRefusal({ ...query, rules: { ...utcMondays, minimumNoticeHours: 48 } }, at('2026-03-02T09:00:00Z')),
    ).toBe("Calls need at least 48 hours' notice");
    expect(slotRefusal(query, at('2026-04-06T09:00:00Z'))).toBe('Calls can be booked up to 28 days ahead');
    expect(slotRefusal(query, at('2026-03-02T09:10:00Z'))).toBe('The coach does not offer a call at this time');
    const booked = { startsAt: at('2026-03-02T09:45:00Z'), endsAt: at('2026-03-02T10:15:00Z') };
    expect(slotRefusal({ ...query, bookings: [booked] }, at('2026-03-02T09:45:00Z'))).toBe(
      'This time is no longer free',
    );
  });
});

describe('canChangeCall', () => {
  it('allows a change up to the minimum notice', () => {
    const startsAt = at('2026-03-02T12:00:00Z');
    expect(canChangeCall(startsAt, at('2026-03-02T00:00:00Z'), 12)).toBe(true);
    expect(canChangeCall(startsAt, at('2026-03-02T00:00:01Z'), 12)).toBe(false);
  });
});
