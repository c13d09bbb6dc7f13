import { PHONE_FORMAT_MESSAGE, validationErrorBody } from '@food-admin/api-client';
import type { Profile } from '@food-admin/api-client';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../src/db/schema';
import {
  BAD_TOKEN_HEADERS,
  createUser,
  signUpAccount,
  startTestServer,
  type TestServer,
  type TestUser,
} from './support/server';

/*
 * PUT /api/profile (docs/api.md#profile): a signed-in user changes their own first name, last name
 * and phone; never their email or role, and never anyone else's profile.
 */

let server: TestServer;
let customer: TestUser;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  customer = await createUser(server.db, 'CUSTOMER', 'cora');
  owner = await createUser(server.db, 'RESTAURANT', 'oscar');
});
afterAll(async () => {
  await server.close();
});

const put = (headers: Record<string, string>, payload: unknown) =>
  server.app.inject({ method: 'PUT', url: '/api/profile', headers, payload: payload as object });

const rowOf = async (id: number) => {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

const latestEntryOf = async (userId: number) => {
  const [entry] = await server.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.id))
    .limit(1);
  return entry;
};

describe('PUT /api/profile', () => {
  it("changes the caller's own name and phone, answers the profile and logs the change", async () => {
    const response = await put(customer.headers, {
      firstName: '  Cora ',
      lastName: 'Lindqvist',
      phone: ' +46 70 123 45 67 ',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toEqual({
      id: customer.id,
      uid: customer.uid,
      firstName: 'Cora',
      lastName: 'Lindqvist',
      email: customer.email,
      phone: '+46 70 123 45 67',
      role: 'CUSTOMER',
      locale: null,
    });
    expect(await rowOf(customer.id)).toMatchObject({
      firstName: 'Cora',
      lastName: 'Lindqvist',
      phone: '+46 70 123 45 67',
    });
    expect(await latestEntryOf(customer.id)).toMatchObject({
      category: 'USER',
      actionType: 'UPDATE',
      level: 'INFO',
      action: 'Updated own profile: first name, last name, phone',
      username: 'Cora Lindqvist',
    });
  });

  it('clears the phone when it is blank, null or absent', async () => {
    await put(owner.headers, { firstName: 'Oscar', lastName: 'Owner', phone: '+1 555 0100' });
    for (const phone of ['  ', null, undefined]) {
      await put(owner.headers, { firstName: 'Oscar', lastName: 'Owner', phone: '+1 555 0100' });
      const response = await put(owner.headers, { firstName: 'Oscar', lastName: 'Owner', phone });
      expect(response.statusCode).toBe(200);
      expect(response.json<Profile>().phone).toBeNull();
      expect((await rowOf(owner.id)).phone).toBeNull();
    }
  });

  it('writes nothing and logs nothing when nothing changed', async () => {
    const body = { firstName: 'Same', lastName: 'Again', phone: '+1 555 0123' };
    await put(owner.headers, body);
    const before = await latestEntryOf(owner.id);
    const response = await put(owner.headers, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject(body);
    expect((await latestEntryOf(owner.id))?.id).toBe(before?.id);
  });

  it('never changes the role or the email, whatever the body says', async () => {
    const response = await put(customer.headers, {
      firstName: 'Mallory',
      lastName: 'Climber',
      role: 'ADMIN',
      email: 'someone.else@example.test',
      uid: owner.uid,
      id: owner.id,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({
      uid: customer.uid,
      email: customer.email,
      role: 'CUSTOMER',
      firstName: 'Mallory',
    });
    expect(await rowOf(customer.id)).toMatchObject({ role: 'CUSTOMER', email: customer.email });
    // The other user named in the body is untouched.
    expect(await rowOf(owner.id)).toMatchObject({ uid: owner.uid, role: 'RESTAURANT' });
    expect((await rowOf(owner.id)).firstName).not.toBe('Mallory');
  });

  it('answers 400 naming each invalid field, with the sign-up form messages', async () => {
    const before = await rowOf(customer.id);
    const response = await put(customer.headers, {
      firstName: ' A ',
      lastName: 'x'.repeat(101),
      phone: '1'.repeat(31),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      validationErrorBody({
        firstName: ['First name is required'],
        lastName: ['Last name must be at most 100 characters'],
        phone: ['Phone must be at most 30 characters', PHONE_FORMAT_MESSAGE],
      }),
    );
    expect(await rowOf(customer.id)).toEqual(before);
  });

  it('asks for a phone number in international form', async () => {
    for (const phone of ['555 0100', '+12', 'call me']) {
      const response = await put(customer.headers, { firstName: 'Cora', lastName: 'Customer', phone });
      expect(response.json(), phone).toEqual(validationErrorBody({ phone: [PHONE_FORMAT_MESSAGE] }));
    }
    const international = await put(customer.headers, {
      firstName: 'Cora',
      lastName: 'Customer',
      phone: '+33 6 12 34 56 78',
    });
    expect(international.statusCode).toBe(200);
  });

  it('answers 400 for missing names, control characters and wrong types', async () => {
    const missing = await put(customer.headers, { phone: '+1 555 0100' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });

    const unsafe = await put(customer.headers, { firstName: 'Ev\u202Ee', lastName: 'Null\u0000', phone: 5 });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().fieldErrors).toEqual({
      firstName: ['First name must not contain control characters'],
      lastName: ['Last name must not contain control characters'],
      phone: ['Phone must be text'],
    });
  });

  it('answers 401 without a valid token and 403 for an account without a profile', async () => {
    const body = { firstName: 'Nobody', lastName: 'Here' };
    const anonymous = await put({}, body);
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().message).toBe('string');
    expect((await put(BAD_TOKEN_HEADERS, body)).statusCode).toBe(401);

    const account = await signUpAccount();
    const noProfile = await put({ authorization: `Bearer ${account.idToken}` }, body);
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json().message).toBe('No profile for this account. Register first.');
  });
});

describe('PUT /api/profile/locale', () => {
  const putLocale = (headers: Record<string, string>, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: '/api/profile/locale', headers, payload: payload as object });
  const login = (headers: Record<string, string>, uid: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { uid } });

  it('keeps the language, answers it in the profile and on the next sign-in, and logs nothing', async () => {
    const before = await latestEntryOf(owner.id);
    expect((await rowOf(owner.id)).locale).toBeNull();

    const response = await putLocale(owner.headers, { locale: 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ id: owner.id, locale: 'ar', role: 'RESTAURANT' });
    expect((await rowOf(owner.id)).locale).toBe('ar');
    const signedIn = await login(owner.headers, owner.uid);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<Profile>().locale).toBe('ar');
    expect(await latestEntryOf(owner.id)).toEqual(before);

    await putLocale(owner.headers, { locale: 'en' });
    expect((await rowOf(owner.id)).locale).toBe('en');
  });

  it('answers 400 for a language it does not speak, and 401 without a token', async () => {
    for (const payload of [{ locale: 'de' }, { locale: '' }, { locale: 3 }, {}]) {
      const response = await putLocale(customer.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.locale).toBeDefined();
    }
    expect((await putLocale({}, { locale: 'fr' })).statusCode).toBe(401);
  });
});
