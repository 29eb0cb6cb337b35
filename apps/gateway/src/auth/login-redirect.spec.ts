import { loginPageFor } from './login-redirect';

describe('loginPageFor (GET /api/login)', () => {
  it('carries a site path on to the login page, encoded', () => {
    expect(loginPageFor('/training')).toBe('/login?returnTo=%2Ftraining');
    expect(loginPageFor('/player/7?tab=goals#top')).toBe('/login?returnTo=%2Fplayer%2F7%3Ftab%3Dgoals%23top');
  });

  it('is plain /login without a usable returnTo', () => {
    expect(loginPageFor(undefined)).toBe('/login');
    expect(loginPageFor('')).toBe('/login');
    expect(loginPageFor(['/a', '/b'])).toBe('/login');
    expect(loginPageFor('https://evil.example/')).toBe('/login');
    expect(loginPageFor('//evil.example/')).toBe('/login');
    expect(loginPageFor('/\\evil.example')).toBe('/login');
    expect(loginPageFor(`/${'a'.repeat(3000)}`)).toBe('/login');
  });
});
