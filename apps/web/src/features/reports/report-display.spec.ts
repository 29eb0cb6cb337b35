import { reportPeriodLabel, reportSize } from './report-display';

describe('report display', () => {
  it('labels the period with its number and days', () => {
    expect(reportPeriodLabel({ periodNumber: 2, periodStart: '2026-02-16', periodEnd: '2026-03-29' })).toBe(
      'Period 2: 16 February – 29 March 2026',
    );
    expect(reportPeriodLabel({ periodNumber: 1, periodStart: '2026-11-25', periodEnd: '2026-11-25' })).toBe(
      'Period 1: 25 November 2026',
    );
  });

  it('gives the file size in KB or MB', () => {
    expect(reportSize(300)).toBe('1 KB');
    expect(reportSize(48 * 1024)).toBe('48 KB');
    expect(reportSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
