import { CALL_MINUTES_DEFAULT, type CallAvailability } from '@portal/contracts';
import { initialNumbers, initialTexts } from './availability-fields';
import { viewerTimeZone } from './calls-display';

describe('availability form start values', () => {
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

  it('shows the saved rules, dates joined by commas, a missing link as blank', () => {
    expect(initialNumbers(saved)).toEqual({ callMinutes: 45, bufferMinutes: 10, minimumNoticeHours: 24 });
    expect(initialTexts(saved)).toEqual({
      timeZone: 'Europe/Lisbon',
      blockedDates: '2026-12-24, 2026-12-25',
      meetingUrl: '',
      externalBookingUrl: 'https://book.example.com/cal',
    });
  });

  it('starts a coach without settings on the defaults and their own time zone', () => {
    expect(initialNumbers(undefined)).toEqual({
      callMinutes: CALL_MINUTES_DEFAULT,
      bufferMinutes: 0,
      minimumNoticeHours: 12,
    });
    expect(initialTexts(undefined)).toEqual({
      timeZone: viewerTimeZone(),
      blockedDates: '',
      meetingUrl: '',
      externalBookingUrl: '',
    });
  });
});
