import { isObjectUpload } from './upload-body';

describe('which requests stream their body to storage', () => {
  it('streams signed object PUTs, tus data and profile photos', () => {
    expect(isObjectUpload('PUT', '/api/objects/uploads/abc?sig=1')).toBe(true);
    expect(isObjectUpload('PATCH', '/api/objects/tus/abc')).toBe(true);
    expect(isObjectUpload('PUT', '/api/photos/me')).toBe(true);
    expect(isObjectUpload('PUT', '/api/players/22222222-2222-4222-8222-222222222222/photo')).toBe(true);
  });

  it('leaves JSON routes to the normal parser and body limit', () => {
    expect(isObjectUpload('POST', '/api/objects/upload')).toBe(false);
    expect(isObjectUpload('PUT', '/api/videos/upload-complete')).toBe(false);
    expect(isObjectUpload('PATCH', '/api/players/22222222-2222-4222-8222-222222222222')).toBe(false);
    expect(isObjectUpload('POST', '/api/players/22222222-2222-4222-8222-222222222222/photo')).toBe(false);
    expect(isObjectUpload('PUT', '/api/photos/me/extra')).toBe(false);
    expect(isObjectUpload('PUT', '/api/players/a/b/photo')).toBe(false);
  });
});
