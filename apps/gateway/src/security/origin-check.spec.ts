import { allowedOriginsFrom, isCrossSiteWrite } from './origin-check';

describe('cross-site request check', () => {
  const allowed = allowedOriginsFrom('https://portal.club.org/', 'https://admin.club.org');

  it('allows reads from anywhere', () => {
    expect(isCrossSiteWrite('GET', { origin: 'https://evil.example' }, allowed)).toBe(false);
  });

  it('allows writes from our own origins', () => {
    expect(isCrossSiteWrite('POST', { origin: 'https://portal.club.org' }, allowed)).toBe(false);
    expect(isCrossSiteWrite('PATCH', { origin: 'https://admin.club.org' }, allowed)).toBe(false);
    expect(isCrossSiteWrite('POST', { referer: 'https://portal.club.org/login?x=1' }, allowed)).toBe(false);
  });

  it('refuses writes from another origin, by Origin or Referer', () => {
    expect(isCrossSiteWrite('POST', { origin: 'https://evil.example' }, allowed)).toBe(true);
    expect(isCrossSiteWrite('DELETE', { referer: 'https://evil.example/page' }, allowed)).toBe(true);
    expect(isCrossSiteWrite('POST', { origin: 'http://portal.club.org' }, allowed)).toBe(true);
    expect(isCrossSiteWrite('POST', { origin: 'null' }, allowed)).toBe(true);
  });

  it('lets non-browser clients (no Origin, no Referer) through', () => {
    expect(isCrossSiteWrite('POST', {}, allowed)).toBe(false);
  });
});
