import { CALL_MINUTES_DEFAULT, type CallAvailability } from '@portal/contracts';
import { initialAvailability, validateAvailability } from './availability-fields';
import { viewerTimeZone } from './calls-display';

describe('availability form', () => {
  const saved: CallAvailability = {
    coachUserId: '00000000-0000-4000-8000-000000000001',
    coachName: 'Cal Coach',
    timeZone: 'Europe/Lisbon',
    weeklyHours: [{ weekday: 2, start: '17:00', end: '19:00' }],
    callMinutes: 45,
    bufferMinutes: 10,
    minimumNoticeHours: 24,
    blockedDates: ['2026-12-24', '2026-12-25'],
    meetingUrl: null,
    externalBookingUrl: 'https://book.example.com/cal',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('starts from the saved rules, a missing link as blank', () => {
    expect(initialAvailability(saved)).toEqual({
      timeZone: 'Europe/Lisbon',
      weeklyHours: [{ weekday: 2, start: '17:00', end: '19:00' }],
      callMinutes: 45,
      bufferMinutes: 10,
      minimumNoticeHours: 24,
      blockedDates: ['2026-12-24', '2026-12-25'],
      meetingUrl: '',
      externalBookingUrl: 'https://book.example.com/cal',
    });
  });

  it("starts a coach without settings on the defaults and the browser's time zone", () => {
    expect(initialAvailability(undefined)).toMatchObject({
      timeZone: viewerTimeZone(),
      callMinutes: CALL_MINUTES_DEFAULT,
      bufferMinutes: 0,
      minimumNoticeHours: 12,
      blockedDates: [],
      meetingUrl: '',
      externalBookingUrl: '',
    });
  });

  it('sends the picked dates sorted and once each, blank links as none', () => {
    const checked = validateAvailability({
      ...initialAvailability(saved),
      blockedDates: ['2026-12-31', '2026-12-24', '2026-12-31'],
    });
    expect(checked).toMatchObject({
      ok: true,
      request: { blockedDates: ['2026-12-24', '2026-12-31'], meetingUrl: null, minimumNoticeHours: 24 },
    });
  });

  it('names the field under which a problem shows, in words', () => {
    const checked = validateAvailability({ ...initialAvailability(saved), callMinutes: 5, timeZone: 'Mars/Olympus' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors ?? {})).toEqual(['timeZone', 'callMinutes']);
  });
});
