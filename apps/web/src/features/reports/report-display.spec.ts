import { reportPeriodLabel, reportSize } from './report-display';

describe('report display', () => {
  it('labels the period with its number and days', () => {
    expect(reportPeriodLabel({ periodNumber: 2, periodStart: '2026-02-16', periodEnd: '2026-03-29' })).toBe(
      'Period 2: Feb 16, 2026 – Mar 29, 2026',
    );
  });

  it('gives the file size in KB or MB', () => {
    expect(reportSize(300)).toBe('1 KB');
    expect(reportSize(48 * 1024)).toBe('48 KB');
    expect(reportSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
