import type { Http } from '../../http/http';
import { UserSchema, type User, type UserUpdatePayload } from '../../schemas/user';
import { segment } from '../list-query';

/** PUT /admin/users/{id}: the user body; the server applies only the role. */
export function updateUser(http: Http, params: { id: number; body: UserUpdatePayload }): Promise<User> {
  return http.json(
    { method: 'PUT', path: `/admin/users/${segment(params.id)}`, body: params.body },
    UserSchema,
  );
}
