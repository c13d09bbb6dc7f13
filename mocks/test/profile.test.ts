import { validationErrorBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

const actorRow = () => mockDb.users.all().find((row) => row.email === mockDb.actor);

describe('PUT /api/profile', () => {
  it("changes the caller's own name and phone, answers the profile and logs the change", async () => {
    const before = actorRow();
    const profile = await api.profile.update({
      body: { firstName: ' Adele ', lastName: 'Admin', phone: ' +1 555 0199 ' },
    });

    expect(profile).toEqual({
      id: before?.id,
      uid: before?.uid,
      firstName: 'Adele',
      lastName: 'Admin',
      email: 'admin@demo.food',
      phone: '+1 555 0199',
      role: 'ADMIN',
      locale: null,
    });
    expect(actorRow()).toMatchObject({ firstName: 'Adele', phone: '+1 555 0199' });
    const [latest] = mockDb.activity.all().sort((a, b) => b.id - a.id);
    expect(latest).toMatchObject({
      category: 'USER',
      actionType: 'UPDATE',
      action: 'Updated own profile: first name, phone',
      username: 'Adele Admin',
    });
  });

  it('clears a blank phone, and logs nothing when nothing changed', async () => {
    const cleared = await api.profile.update({ body: { firstName: 'Ada', lastName: 'Admin', phone: '  ' } });
    expect(cleared.phone).toBeNull();
    const entries = mockDb.activity.all().length;
    await api.profile.update({ body: { firstName: 'Ada', lastName: 'Admin' } });
    expect(mockDb.activity.all()).toHaveLength(entries);
  });

  it('never changes the email or the role, and only the caller is touched', async () => {
    mockDb.actor = 'customer@demo.food';
    const owner = mockDb.users.all().find((row) => row.email === 'owner@demo.food');
    const { status, body } = await rawFetch('PUT', '/api/profile', {
      firstName: 'Cleo',
      lastName: 'Climber',
      role: 'ADMIN',
      email: 'owner@demo.food',
      uid: owner?.uid,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'customer@demo.food', role: 'CUSTOMER', lastName: 'Climber' });
    expect(mockDb.users.all().find((row) => row.email === 'owner@demo.food')).toEqual(owner);
  });

  it("answers the server's 400 with each field named, and 403 for an account without a profile", async () => {
    expect(await rawFetch('PUT', '/api/profile', { firstName: 'A', lastName: '' })).toEqual({
      status: 400,
      body: validationErrorBody({
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
      }),
    });
    mockDb.actor = 'nobody@demo.food';
    const refused = await apiError(api.profile.update({ body: { firstName: 'No', lastName: 'Body' } }));
    expect(refused.status).toBe(403);
  });
});

describe('PUT /api/profile/locale', () => {
  it('keeps the language in the profile and logs nothing', async () => {
    const activity = mockDb.activity.all().length;
    const profile = await api.profile.setLocale({ body: { locale: 'fr' } });
    expect(profile.locale).toBe('fr');
    expect(actorRow()?.locale).toBe('fr');
    expect(mockDb.activity.all()).toHaveLength(activity);
  });
});
