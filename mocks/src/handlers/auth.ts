import { activityMessage, contract, type Profile } from '@food-admin/api-client';
import type { MockUser } from '../fixtures/users';
import { logActivity, mockDb } from '../db/mock-db';
import { mockEndpoint } from './mock-endpoint';
import { errorResponse, noContent, refuse } from './respond';

export const toProfile = (user: MockUser): Profile => ({
  id: user.id,
  uid: user.uid,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? null,
  role: user.role,
  locale: user.locale ?? null,
});

const findByUid = (uid: string) => mockDb.users.all().find((user) => user.uid === uid);
const emailTaken = (email: string) =>
  email !== '' && mockDb.users.all().some((user) => user.email.toLowerCase() === email.toLowerCase());

// The mocks check no token, so the uid in the body stands for the signed-in account.
export const authEndpoints = {
  login: mockEndpoint(
    contract.auth.login,
    ({ body }) => {
      const user = findByUid(body.uid);
      // 404 is how the app learns a Google user has no profile yet and must be registered.
      return user ? toProfile(user) : errorResponse(404, 'User not found');
    },
    () => errorResponse(404, 'User not found'),
  ),
  register: mockEndpoint(
    contract.auth.register,
    ({ body }) => {
      const { uid, firstName, lastName, email, phone } = body;
      if (findByUid(uid)) return refuse('PROFILE_EXISTS');
      if (emailTaken(email)) return refuse('EMAIL_EXISTS');
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
        ...activityMessage('USER_REGISTERED', { user: email || uid }),
        username: email || uid,
        entityId: user.id,
      });
      return toProfile(user);
    },
    noContent,
  ),
};
