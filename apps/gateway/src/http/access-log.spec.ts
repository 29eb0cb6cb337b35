import { deservesAccessLogLine } from './access-log';

describe('access log', () => {
  it('logs failures and slow answers by default, every answer with ACCESS_LOG=all', () => {
    expect(deservesAccessLogLine('problems', 200, 12, 1000)).toBe(false);
    expect(deservesAccessLogLine('problems', 304, 999, 1000)).toBe(false);
    expect(deservesAccessLogLine('problems', 200, 1000, 1000)).toBe(true);
    expect(deservesAccessLogLine('problems', 404, 3, 1000)).toBe(true);
    expect(deservesAccessLogLine('problems', 503, 3, 1000)).toBe(true);
    expect(deservesAccessLogLine('all', 200, 1, 1000)).toBe(true);
  });
});
