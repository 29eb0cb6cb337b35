import {
  formatDuration,
  formatUploadDate,
  isThisMonth,
  secondsLeft,
  hasCoachFeedback,
  summarizeVideos,
  uploadRetryDelay,
  videoStatusColor,
  videoStatusWord,
} from './video-display';

describe('video display rules', () => {
  it('shows durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9.9)).toBe('0:09');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });

  it('formats the upload date in en-US with year, short month, day, hour and minute', () => {
    expect(formatUploadDate('2026-11-05T14:07:00.000Z', 'UTC')).toBe('Nov 5, 2026, 2:07 PM');
    expect(formatUploadDate('2026-01-31T00:00:00.000Z', 'America/New_York')).toBe('Jan 30, 2026, 7:00 PM');
  });

  it("counts 'This Month' by month and year of uploadDate", () => {
    const now = new Date(2026, 10, 20);
    expect(isThisMonth(new Date(2026, 10, 1).toISOString(), now)).toBe(true);
    expect(isThisMonth(new Date(2026, 9, 31).toISOString(), now)).toBe(false);
    expect(isThisMonth(new Date(2025, 10, 20).toISOString(), now)).toBe(false);
  });

  it('gives one status word per video, the stored status in the spec words', () => {
    expect(videoStatusWord('In Review')).toBe('In Review');
    expect(videoStatusWord('Needs More Info')).toBe('Needs More Info');
    expect(videoStatusWord('Reviewed')).toBe('Reviewed');
    // Never the simple reading's second name for the same state.
    for (const status of ['In Review', 'Needs More Info', 'Reviewed', '', null, undefined])
      expect(videoStatusWord(status)).not.toBe('Pending Review');
    // A missing status is the state every upload starts in; case and spaces do not make a new word.
    expect(videoStatusWord(undefined)).toBe('In Review');
    expect(videoStatusWord('  ')).toBe('In Review');
    expect(videoStatusWord(' reviewed ')).toBe('Reviewed');
    // A value this client does not know is shown as it is.
    expect(videoStatusWord('Archived')).toBe('Archived');
  });

  it('counts feedback by the coach summary, not by the status', () => {
    expect(hasCoachFeedback({ coachComments: 'Good' })).toBe(true);
    expect(hasCoachFeedback({})).toBe(false);
    expect(hasCoachFeedback({ coachComments: '  ' })).toBe(false);
  });

  it('colours the status, neutral for unknown values', () => {
    expect(videoStatusColor('Reviewed')).toBe('green');
    expect(videoStatusColor('Needs More Info')).toBe('orange');
    expect(videoStatusColor('In Review')).toBe('blue');
    expect(videoStatusColor(' reviewed')).toBe('green');
    expect(videoStatusColor('Archived')).toBe('gray');
  });

  it('summarizes the three stat cards', () => {
    const now = new Date(2026, 10, 20);
    expect(
      summarizeVideos(
        [
          { uploadDate: new Date(2026, 10, 2).toISOString(), coachComments: 'ok' },
          { uploadDate: new Date(2026, 9, 2).toISOString() },
          { uploadDate: new Date(2026, 10, 19).toISOString() },
        ],
        now,
      ),
    ).toEqual({ total: 3, withFeedback: 1, thisMonth: 2 });
  });

  it('retries uploads after 0, 1, 3 and 5 seconds, then stops', () => {
    expect([1, 2, 3, 4, 5].map(uploadRetryDelay)).toEqual([0, 1000, 3000, 5000, null]);
  });

  it('estimates the time left from the speed', () => {
    expect(secondsLeft(50, 150, 25)).toBe(4);
    expect(secondsLeft(0, 100, 0)).toBeNull();
  });
});
