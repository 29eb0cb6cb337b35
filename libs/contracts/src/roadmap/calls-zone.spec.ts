import { isTimeZone } from '../calendar';
import { instantOfWallTime, wallTimeOf, zoneOffsetMinutes } from './calls-zone';

const at = (iso: string) => new Date(iso);

describe('zone helper', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives the offset on each side of London and New York changes (2026)', () => {
    expect(zoneOffsetMinutes(at('2026-03-29T00:59:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(at('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-10-25T00:59:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-10-25T01:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(at('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('converts a wall time to the instant, in winter and summer', () => {
    expect(instantOfWallTime('2026-03-24', 17 * 60, 'Europe/London')?.toISOString()).toBe('2026-03-24T17:00:00.000Z');
    expect(instantOfWallTime('2026-03-31', 17 * 60, 'Europe/London')?.toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(instantOfWallTime('2026-03-02', 9 * 60, 'America/New_York')?.toISOString()).toBe('2026-03-02T14:00:00.000Z');
    expect(instantOfWallTime('2026-03-09', 9 * 60, 'America/New_York')?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(instantOfWallTime('2026-06-01', 0, 'Asia/Kolkata')?.toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('has no instant for a wall time skipped by spring-forward', () => {
    expect(instantOfWallTime('2026-03-29', 60, 'Europe/London')).toBeNull();
    expect(instantOfWallTime('2026-03-29', 90, 'Europe/London')).toBeNull();
    expect(instantOfWallTime('2026-03-29', 120, 'Europe/London')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOfWallTime('2026-03-08', 150, 'America/New_York')).toBeNull();
  });

  it('takes the first of the two instants of a wall time repeated by fall-back', () => {
    expect(instantOfWallTime('2026-10-25', 60, 'Europe/London')?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(instantOfWallTime('2026-10-25', 120, 'Europe/London')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(instantOfWallTime('2026-11-01', 90, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('shows an instant on the viewer’s clock', () => {
    expect(wallTimeOf(at('2026-03-24T17:00:00Z'), 'America/New_York')).toEqual({ day: '2026-03-24', minutes: 13 * 60 });
    expect(wallTimeOf(at('2026-03-31T16:00:00Z'), 'America/New_York')).toEqual({ day: '2026-03-31', minutes: 12 * 60 });
    expect(wallTimeOf(at('2026-03-31T23:30:00Z'), 'Australia/Sydney')).toEqual({
      day: '2026-04-01',
      minutes: 10 * 60 + 30,
    });
  });
});
