import { publicScreenFor } from './first-screen';

describe('publicScreenFor', () => {
  it('names the public screen of a first visit', () => {
    expect(publicScreenFor('/')).toBe('landing');
    expect(publicScreenFor('/login')).toBe('login');
    expect(publicScreenFor('/login/')).toBe('login');
    expect(publicScreenFor('/signup')).toBe('signup');
  });

  it('is null for the signed-in screens and unknown paths', () => {
    expect(publicScreenFor('/training')).toBeNull();
    expect(publicScreenFor('/dashboard')).toBeNull();
    expect(publicScreenFor('/login-help')).toBeNull();
    expect(publicScreenFor('')).toBeNull();
  });
});
