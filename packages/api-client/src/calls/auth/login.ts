import type { Http } from '../../http/http';
import { ProfileSchema, type LoginPayload, type Profile } from '../../schemas/auth';

/** POST /api/auth/login: the profile with its role; 404 when the uid has no profile yet. */
export function login(http: Http, payload: LoginPayload): Promise<Profile> {
  return http.json({ method: 'POST', path: '/api/auth/login', body: payload }, ProfileSchema);
}
