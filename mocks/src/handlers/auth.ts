import { LoginPayloadSchema, RegisterPayloadSchema, type Profile } from '@food-admin/api-client';
import { HttpResponse } from 'msw';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { created, errorResponse, noContent, parseBody, type Endpoint } from './respond';

export const toProfile = (user: MockUser): Profile => ({
  id: user.id,
  uid: user.uid,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? null,
  role: user.role,
});

const findByUid = (uid: string) => mockDb.users.all().find((user) => user.uid === uid);

export const authEndpoints = {
  login: {
    method: 'post',
    path: '/api/auth/login',
    resolve: async ({ request }) => {
      const body = await parseBody(request, LoginPayloadSchema);
      if (!body.ok) return body.response;
      const user = findByUid(body.value.uid);
      // 404 is how the app learns a Google user has no profile yet and must be registered.
      return user ? HttpResponse.json(toProfile(user)) : errorResponse(404, 'User not found');
    },
    empty: () => errorResponse(404, 'User not found'),
  },
  register: {
    method: 'post',
    path: '/api/auth/register',
    resolve: async ({ request }) => {
      const body = await parseBody(request, RegisterPayloadSchema);
      if (!body.ok) return body.response;
      const { uid, firstName, lastName, email, phone } = body.value;
      if (findByUid(uid)) return errorResponse(409, 'User already exists');
      const emailTaken =
        email !== '' && mockDb.users.all().some((user) => user.email.toLowerCase() === email.toLowerCase());
      if (emailTaken) return errorResponse(409, 'Email already exists');
      const user = mockDb.users.insert({
        uid,
        firstName,
        lastName,
        email,
        phone: phone ?? null,
        role: 'CUSTOMER',
        createdAt: new Date().toISOString(),
      });
      logActivity({
        category: 'USER',
        actionType: 'REGISTER',
        action: `New user registered: ${email || uid}`,
        username: email || uid,
      });
      return created(toProfile(user));
    },
    empty: noContent,
  },
} satisfies Record<string, Endpoint>;
