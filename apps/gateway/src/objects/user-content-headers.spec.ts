import { servedTypeForMime, servedTypeOf } from '@portal/contracts';
import { USER_CONTENT_SECURITY_POLICY, userContentHeaders } from './user-content-headers';

describe('headers of user content', () => {
  it('serves an allow-listed file inline, unsniffed and sandboxed', () => {
    expect(userContentHeaders(servedTypeForMime('video/mp4'), 'clip.mp4')).toEqual({
      'content-type': 'video/mp4',
      'content-disposition': 'inline; filename="clip.mp4"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': USER_CONTENT_SECURITY_POLICY,
    });
  });

  it('serves a page behind image magic as an opaque, sandboxed download', () => {
    const headers = userContentHeaders(servedTypeOf(Buffer.from('GIF89a<html><script>alert(1)</script>')), 'x.gif');
    expect(headers['content-type']).toBe('application/octet-stream');
    expect(headers['content-disposition']).toBe('attachment; filename="x.gif"');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('the policy sandboxes the document and allows no script anywhere', () => {
    const directives = USER_CONTENT_SECURITY_POLICY.split(';').map((directive) => directive.trim());
    expect(directives).toContain('sandbox');
    expect(directives).toContain("default-src 'none'");
    expect(directives.some((directive) => directive.startsWith('script-src'))).toBe(false);
  });
});
