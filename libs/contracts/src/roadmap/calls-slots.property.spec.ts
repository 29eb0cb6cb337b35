import fc from 'fast-check';
import {
  BOOKING_HORIZON_DAYS,
  type SlotQuery,
  type SlotRules,
  type TimeRange,
  generateSlots,
  slotRefusal,
  slotsAsIso,
} from './calls-slots';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The calendar day and minute of the day a clock in the zone shows, straight from Intl. */
function clockIn(timeZone: string): (instantMs: number) => { day: string; minutes: number } {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (instantMs) => {
    const part = (type: string) => format.formatToParts(instantMs).find((item) => item.type === type)!.value;
    return {
      day: `${part('year')}-${part('month')}-${part('day')}`,
      minutes: Number(part('hour')) * 60 + Number(part('minute')),
    };
  };
}

/**
 * Slot generation written as plainly as possible, sharing nothing with generateSlots: every UTC day
 * around the window, every window's wall times, each wall time's instant found by trying every offset
 * the zone shows within 3 days of the window (read hour by hour) and keeping the earliest instant whose
 * clock shows it, then each rule checked against every booking.
 */
function referenceSlots({ rules, bookings, now, from, to }: SlotQuery): string[] {
  const earliest = Math.max(from.getTime(), now.getTime() + rules.minimumNoticeHours * 60 * MINUTE);
  const latest = Math.min(to.getTime(), now.getTime() + BOOKING_HORIZON_DAYS * DAY);
  const clock = clockIn(rules.timeZone);
  const offsets = new Set<number>();
  for (let instant = Math.floor(earliest / HOUR) * HOUR - 3 * DAY; instant <= latest + 3 * DAY; instant += HOUR) {
    const shown = clock(instant);
    offsets.add((Date.parse(`${shown.day}T00:00:00Z`) + shown.minutes * MINUTE - instant) / MINUTE);
  }
  const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  const starts = new Set<number>();
  for (let midnight = Math.floor(earliest / DAY) * DAY - 2 * DAY; midnight <= latest + 2 * DAY; midnight += DAY) {
    const day = new Date(midnight).toISOString().slice(0, 10);
    if (rules.blockedDates.includes(day)) continue;
    for (const hours of rules.weeklyHours) {
      if (hours.weekday !== new Date(midnight).getUTCDay()) continue;
      const step = rules.callMinutes + rules.bufferMinutes;
      for (let start = minutesOf(hours.start); start + rules.callMinutes <= minutesOf(hours.end); start += step) {
        const showing = [...offsets]
          .map((offset) => midnight + (start - offset) * MINUTE)
          .filter((candidate) => clock(candidate).day === day && clock(candidate).minutes === start);
        if (showing.length === 0) continue;
        const instant = Math.min(...showing);
        if (instant < earliest || instant >= latest) continue;
        const endsAt = instant + rules.callMinutes * MINUTE;
        const buffer = rules.bufferMinutes * MINUTE;
        const clashes = bookings.some(
          (booking) => instant < booking.endsAt.getTime() + buffer && booking.startsAt.getTime() - buffer < endsAt,
        );
        if (!clashes) starts.add(instant);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((ms) => new Date(ms).toISOString());
}

// Zones with the awkward changes: spring/autumn at 01:00 UTC (London), at local 02:00 (New York), a
// southern summer (Sydney, Santiago with changes at midnight), a 30-minute change (Lord Howe),
// quarter-hour offsets (Kathmandu, Chatham), a negative summer offset (Dublin), none at all (Kolkata, UTC).
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'Asia/Kolkata',
] as const;
// Days a few weeks before the 2026 changes of those zones, so most 4-week horizons cross one.
const NEAR_CHANGES = ['2026-03-01', '2026-03-20', '2026-03-25', '2026-09-10', '2026-10-01', '2026-10-20'].map((day) =>
  Date.parse(`${day}T00:00:00Z`),
);

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const weeklyWindow = fc
  .record({
    weekday: fc.integer({ min: 0, max: 6 }),
    // Quarter hours mostly, so windows, calls and bookings meet edge to edge; any minute sometimes.
    start: fc.oneof(
      fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
      fc.integer({ min: 0, max: 1439 }),
    ),
    length: fc.oneof(
      fc.integer({ min: 1, max: 40 }).map((quarter) => quarter * 15),
      fc.integer({ min: 1, max: 600 }),
    ),
  })
  .map(({ weekday, start, length }) => ({
    weekday,
    start: clockText(start),
    end: clockText(Math.min(1440, start + length)),
  }));

const slotQuery = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    anchor: fc.constantFrom(...NEAR_CHANGES),
    nowShift: fc.oneof(
      fc.integer({ min: 0, max: 30 * 96 }).map((quarter) => quarter * 15),
      fc.integer({ min: 0, max: 30 * 24 * 60 }),
    ),
    weeklyHours: fc.array(weeklyWindow, { maxLength: 5 }),
    callMinutes: fc.oneof(fc.constantFrom(15, 20, 30, 45, 60), fc.integer({ min: 5, max: 120 })),
    bufferMinutes: fc.oneof(fc.constantFrom(0, 5, 10, 15), fc.integer({ min: 0, max: 60 })),
    minimumNoticeHours: fc.integer({ min: 0, max: 72 }),
    blockedDays: fc.array(fc.integer({ min: -1, max: 32 }), { maxLength: 6 }),
    bookings: fc.array(
      fc.record({
        start: fc.integer({ min: -2 * 24 * 60, max: 31 * 24 * 60 }),
        length: fc.integer({ min: 1, max: 240 }),
      }),
      { maxLength: 40 },
    ),
    fromShift: fc.integer({ min: -2 * 24 * 60, max: 30 * 24 * 60 }),
    windowLength: fc.integer({ min: 1, max: 30 * 24 * 60 }),
  })
  .map((input): SlotQuery => {
    const now = input.anchor + input.nowShift * MINUTE;
    const from = now + input.fromShift * MINUTE;
    const rules: SlotRules = {
      timeZone: input.timeZone,
      weeklyHours: input.weeklyHours,
      callMinutes: input.callMinutes,
      bufferMinutes: input.bufferMinutes,
      minimumNoticeHours: input.minimumNoticeHours,
      blockedDates: input.blockedDays.map((shift) => new Date(now + shift * DAY).toISOString().slice(0, 10)),
    };
    const bookings: TimeRange[] = input.bookings.map((booking) => ({
      startsAt: new Date(now + booking.start * MINUTE),
      endsAt: new Date(now + (booking.start + booking.length) * MINUTE),
    }));
    return {
      rules,
      bookings,
      now: new Date(now),
      from: new Date(from),
      to: new Date(from + input.windowLength * MINUTE),
    };
  });

const iso = (slots: TimeRange[]) => slots.map((slot) => slot.startsAt.toISOString());

describe('generateSlots against a plain reference', () => {
  it('offers the same slots across zones with daylight-saving changes, buffers, notice and blocked dates', () => {
    fc.assert(
      fc.property(slotQuery, (query) => {
        const slots = generateSlots(query);
        expect(iso(slots)).toEqual(referenceSlots(query));
        for (const slot of slots) {
          expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(query.rules.callMinutes * MINUTE);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('offers the same slots on a busy coach’s full 4 weeks (every day 09:00–17:00, every other slot booked)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...NEAR_CHANGES),
        fc.integer({ min: 0, max: 24 * 60 }),
        (timeZone, anchor, nowShift) => {
          const now = anchor + nowShift * MINUTE;
          const bookings: TimeRange[] = [];
          for (let start = Math.floor(now / DAY) * DAY; start < now + 30 * DAY; start += 60 * MINUTE) {
            bookings.push({ startsAt: new Date(start), endsAt: new Date(start + 30 * MINUTE) });
          }
          const query: SlotQuery = {
            rules: {
              timeZone,
              weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
              callMinutes: 30,
              bufferMinutes: 0,
              minimumNoticeHours: 1,
              blockedDates: [],
            },
            bookings,
            now: new Date(now),
            from: new Date(now),
            to: new Date(now + BOOKING_HORIZON_DAYS * DAY),
          };
          expect(iso(generateSlots(query))).toEqual(referenceSlots(query));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses a start time exactly when the reference says it is not a free slot, for the same reason', () => {
    const reference = (query: SlotQuery, startsAt: Date): string | null => {
      const { now, rules } = query;
      if (startsAt <= now) return 'This time is in the past';
      if (startsAt.getTime() < now.getTime() + rules.minimumNoticeHours * HOUR) {
        return `Calls need at least ${rules.minimumNoticeHours} hours' notice`;
      }
      if (startsAt.getTime() >= now.getTime() + BOOKING_HORIZON_DAYS * DAY) {
        return `Calls can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`;
      }
      const around = { from: new Date(startsAt.getTime() - MINUTE), to: new Date(startsAt.getTime() + MINUTE) };
      const at = startsAt.toISOString();
      if (referenceSlots({ ...query, ...around }).includes(at)) return null;
      return referenceSlots({ ...query, ...around, bookings: [] }).includes(at)
        ? 'This time is no longer free'
        : 'The coach does not offer a call at this time';
    };
    fc.assert(
      fc.property(
        slotQuery,
        fc.nat(),
        fc.integer({ min: -2 * 24 * 60, max: 30 * 24 * 60 }),
        fc.option(fc.integer({ min: -90, max: 90 })),
        (query, pick, shift, nearby) => {
          // A time the coach offers (booked or not) half the time, any minute otherwise; sometimes a
          // 15-minute call just before, on or just after it, so the buffer decides.
          const offered = generateSlots({ ...query, bookings: [] });
          const startsAt =
            offered.length > 0 && pick % 2 === 0
              ? offered[pick % offered.length]!.startsAt
              : new Date(Math.round((query.now.getTime() + shift * MINUTE) / MINUTE) * MINUTE);
          const near = new Date(startsAt.getTime() + (nearby ?? 0) * MINUTE);
          const withNearby: SlotQuery =
            nearby === null
              ? query
              : {
                  ...query,
                  bookings: [...query.bookings, { startsAt: near, endsAt: new Date(near.getTime() + 15 * MINUTE) }],
                };
          expect(slotRefusal(withNearby, startsAt)).toBe(reference(withNearby, startsAt));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('accepts every offered slot for booking, and refuses it once it is booked', () => {
    fc.assert(
      fc.property(slotQuery, fc.nat(), (query, pick) => {
        const offered = generateSlots(query).filter((slot) => slot.startsAt > query.now);
        fc.pre(offered.length > 0);
        const slot = offered[pick % offered.length]!;
        expect(slotRefusal(query, slot.startsAt)).toBeNull();
        expect(slotRefusal({ ...query, bookings: [...query.bookings, slot] }, slot.startsAt)).toBe(
          'This time is no longer free',
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('slotsAsIso', () => {
  it('writes exactly what toISOString writes, for any instant (other years and invalid dates fall back to it)', () => {
    const instant = fc.oneof(
      fc.integer({ min: 0, max: Date.UTC(10_000, 0, 1) + DAY }),
      fc.integer({ min: -8.64e15, max: 8.64e15 }),
      fc.constantFrom(0, Date.UTC(9999, 11, 31, 23, 59, 59, 999), Date.UTC(10_000, 0, 1), -1),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, instant), { maxLength: 20 }), (pairs) => {
        const slots = pairs.map(([startsAt, endsAt]) => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) }));
        expect(slotsAsIso(slots)).toEqual(
          slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
        );
      }),
      { numRuns: 500 },
    );
    expect(() => slotsAsIso([{ startsAt: new Date(Number.NaN), endsAt: new Date(0) }])).toThrow(RangeError);
  });
});
