import { beforeEach, describe, expect, it } from 'vitest';
import { dropDrafts, hasDraft, storeDraft, takeDraft } from './form-drafts';

beforeEach(() => sessionStorage.clear());

/** Drafts kept when a session ends (docs/requirements.md#req-forms-keep-work). */
describe('kept drafts', () => {
  it('are given back only to the account that typed them, on their page, and only once', () => {
    storeDraft('uid-ada', '/admin/restaurants/3/edit', { values: { name: 'Typed' }, version: 4 });

    expect(takeDraft('uid-oscar', '/admin/restaurants/3/edit')).toBeUndefined();
    expect(takeDraft('uid-ada', '/admin/restaurants/4/edit')).toBeUndefined();
    expect(hasDraft('uid-ada', '/admin/restaurants/3/edit')).toBe(true);
    expect(takeDraft('uid-ada', '/admin/restaurants/3/edit')).toEqual({
      values: { name: 'Typed' },
      version: 4,
    });
    expect(takeDraft('uid-ada', '/admin/restaurants/3/edit')).toBeUndefined();
  });

  it('never store a field that could hold a secret', () => {
    storeDraft('uid-ada', '/profile', {
      values: { firstName: 'Ada', currentPassword: 'hunter2', newPassword: 'x', apiToken: 't' },
    });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/hunter2|Password|Token/);
    expect(takeDraft('uid-ada', '/profile')).toEqual({ values: { firstName: 'Ada' } });
  });

  it("another account signing in on the tab drops everyone else's; a logout drops all", () => {
    storeDraft('uid-ada', '/admin/menus/new', { values: { name: 'A' } });
    storeDraft('uid-oscar', '/admin/menus/new', { values: { name: 'O' } });
    dropDrafts('uid-oscar');
    expect(hasDraft('uid-ada', '/admin/menus/new')).toBe(false);
    expect(hasDraft('uid-oscar', '/admin/menus/new')).toBe(true);
    dropDrafts();
    expect(hasDraft('uid-oscar', '/admin/menus/new')).toBe(false);
  });

  it('ignore what is not a draft (an edited or corrupt entry)', () => {
    sessionStorage.setItem('form-draft:uid-ada:/profile', '{not json');
    expect(takeDraft('uid-ada', '/profile')).toBeUndefined();
    sessionStorage.setItem('form-draft:uid-ada:/profile', JSON.stringify({ values: ['x'] }));
    expect(takeDraft('uid-ada', '/profile')).toBeUndefined();
  });
});
