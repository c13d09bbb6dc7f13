import { describe, expect, it } from 'vitest';
import { callPath } from '../src';

// What the app sends to POST /api/download-links: a call's path and query written as the client
// sends them (docs/api.md#download-links).
describe('callPath', () => {
  it("writes an export's query as the client sends it: defaults filled, blanks dropped, arrays repeated", async () => {
    expect(
      await callPath('admin.usersExport', {
        query: { role: ['ADMIN', 'COURIER'], sort: ['email,asc'], search: ' ' },
      }),
    ).toBe('/admin/users/export?sort=email%2Casc&role=ADMIN&role=COURIER');
    expect(await callPath('admin.usersExport', { query: {} })).toBe('/admin/users/export');
  });

  it('fills the path params, and loads the part of the table an endpoint is in', async () => {
    expect(await callPath('dishes.byMenuExport', { params: { menuId: 2 } })).toBe(
      '/api/menus/2/dishes/export',
    );
    expect(await callPath('downloads.createLink', { body: { path: '/x' } })).toBe('/api/download-links');
  });
});
