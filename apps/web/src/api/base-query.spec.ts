import { withQueryParams } from './base-query';

describe('withQueryParams', () => {
  it('leaves the path alone without parameters', () => {
    expect(withQueryParams('/api/admin/users', undefined)).toBe('/api/admin/users');
    expect(withQueryParams('/api/admin/users', { search: '', page: undefined })).toBe('/api/admin/users');
  });

  it('encodes the parameters that have a value', () => {
    expect(withQueryParams('/api/admin/users', { search: 'ana silva&co', page: 2, pageSize: 20, role: null })).toBe(
      '/api/admin/users?search=ana+silva%26co&page=2&pageSize=20',
    );
  });

  it('appends to an existing query string', () => {
    expect(withQueryParams('/api/videos?status=Reviewed', { page: 1 })).toBe('/api/videos?status=Reviewed&page=1');
  });
});
