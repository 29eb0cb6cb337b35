import { loginNavigationPathFor, loginPathFor, sanitizeReturnTo } from './return-to';

describe('sanitizeReturnTo', () => {
  it('accepts a same-site path with its query and hash', () => {
    expect(sanitizeReturnTo('/roadmap')).toBe('/roadmap');
    expect(sanitizeReturnTo('/player/42?tab=goals#top')).toBe('/player/42?tab=goals#top');
    expect(sanitizeReturnTo('/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(sanitizeReturnTo('/a/../videos')).toBe('/videos');
  });

  it('rejects anything that is not a path starting with a single slash', () => {
    expect(sanitizeReturnTo(null)).toBeNull();
    expect(sanitizeReturnTo(undefined)).toBeNull();
    expect(sanitizeReturnTo('')).toBeNull();
    expect(sanitizeReturnTo('dashboard')).toBeNull();
    expect(sanitizeReturnTo('https://evil.example/x')).toBeNull();
    expect(sanitizeReturnTo('//evil.example/x')).toBeNull();
    expect(sanitizeReturnTo('javascript:alert(1)')).toBeNull();
  });

  it('rejects tricks browsers would turn into another origin', () => {
    expect(sanitizeReturnTo('/\\evil.example')).toBeNull();
    expect(sanitizeReturnTo('/\t/evil.example')).toBeNull();
    expect(sanitizeReturnTo('/\n/evil.example')).toBeNull();
    expect(sanitizeReturnTo('/ /evil.example')).toBeNull();
  });

  it('rejects server navigations and the sign-in pages themselves', () => {
    expect(sanitizeReturnTo('/api/logout')).toBeNull();
    expect(sanitizeReturnTo('/api')).toBeNull();
    expect(sanitizeReturnTo('/login')).toBeNull();
    expect(sanitizeReturnTo('/signup?x=1')).toBeNull();
  });

  it('rejects absurdly long values', () => {
    expect(sanitizeReturnTo(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the wanted page as an encoded returnTo', () => {
    expect(loginPathFor('/player/7?tab=goals')).toBe('/login?returnTo=%2Fplayer%2F7%3Ftab%3Dgoals');
  });

  it('is plain /login for the home page or an unsafe path', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});

describe('loginNavigationPathFor (the unauthorised redirect, spec §8)', () => {
  it('goes to /api/login carrying the current page, its query and hash', () => {
    expect(loginNavigationPathFor('/training')).toBe('/api/login?returnTo=%2Ftraining');
    expect(loginNavigationPathFor('/player/7?tab=goals#top')).toBe(
      '/api/login?returnTo=%2Fplayer%2F7%3Ftab%3Dgoals%23top',
    );
  });

  it('is plain /api/login from the home page, the login page or an unsafe path', () => {
    expect(loginNavigationPathFor('/')).toBe('/api/login');
    expect(loginNavigationPathFor('/login?returnTo=%2Fx')).toBe('/api/login');
    expect(loginNavigationPathFor('//evil.example')).toBe('/api/login');
  });
});
