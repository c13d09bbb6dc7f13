import type { Http } from '../../http/http';
import { PageSchema, type ListParams, type Page } from '../../schemas/common';
import { UserSchema, type User } from '../../schemas/user';
import { listQuery } from '../list-query';

/** GET /admin/users: search matches email (and name). */
export function listUsers(http: Http, params?: ListParams): Promise<Page<User>> {
  return http.json({ method: 'GET', path: '/admin/users', query: listQuery(params) }, PageSchema(UserSchema));
}
