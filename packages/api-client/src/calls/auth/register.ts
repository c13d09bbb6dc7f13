import type { Http } from '../../http/http';
import { ProfileSchema, type Profile, type RegisterPayload } from '../../schemas/auth';

/** POST /api/auth/register: creates the profile (role CUSTOMER for new users). */
export function register(http: Http, payload: RegisterPayload): Promise<Profile> {
  return http.json({ method: 'POST', path: '/api/auth/register', body: payload }, ProfileSchema);
}
