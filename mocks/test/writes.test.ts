import { describe, expect, it } from 'vitest';
import { DEMO_UIDS, mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

const latestActivity = () => mockDb.activity.all().sort((a, b) => b.id - a.id)[0];

describe('restaurants', () => {
  it('create, read, update and delete, each writing an activity entry', async () => {
    const before = mockDb.restaurants.count();
    const created = await api.restaurants.create({ name: '  Pho Saigon ', address: '1 Le Loi', logoUrl: '' });
    expect(created).toMatchObject({ name: 'Pho Saigon', address: '1 Le Loi', logoUrl: null, isActive: true });
    expect(mockDb.restaurants.count()).toBe(before + 1);
    expect(latestActivity()).toMatchObject({
      category: 'RESTAURANT',
      actionType: 'CREATE',
      action: 'Created restaurant "Pho Saigon"',
      username: 'admin@demo.food',
    });
    await expect(api.restaurants.get(created.id)).resolves.toEqual(created);

    const updated = await api.restaurants.update(created.id, {
      name: 'Pho Hanoi',
      address: '2 Le Loi',
      isActive: false,
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Pho Hanoi', isActive: false });
    expect(latestActivity()?.actionType).toBe('UPDATE');

    await api.restaurants.remove(created.id);
    expect(mockDb.restaurants.find(created.id)).toBeUndefined();
    expect(latestActivity()).toMatchObject({ actionType: 'DELETE', level: 'WARN' });
    expect((await apiError(api.restaurants.get(created.id))).status).toBe(404);
  });

  it('deleting a restaurant removes its menus and their dishes', async () => {
    const menuIds = mockDb.menus
      .all()
      .filter((menu) => menu.restaurantId === 1)
      .map((menu) => menu.id);
    expect(mockDb.dishes.all().some((dish) => menuIds.includes(dish.menuId))).toBe(true);

    await api.restaurants.remove(1);

    expect(mockDb.menus.all().some((menu) => menu.restaurantId === 1)).toBe(false);
    expect(mockDb.dishes.all().some((dish) => menuIds.includes(dish.menuId))).toBe(false);
  });

  it('rejects bad bodies with the schema messages and unknown ids with 404', async () => {
    const error = await apiError(
      api.restaurants.create({ name: ' ', address: '', logoUrl: 'javascript:alert(1)' }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      name: ['Name is required'],
      address: ['Address is required'],
      logoUrl: ['Logo URL must be a valid http(s) URL'],
    });
    expect(mockDb.restaurants.count()).toBe(24);

    expect((await apiError(api.restaurants.update(999, { name: 'x', address: 'y' }))).status).toBe(404);
    expect((await apiError(api.restaurants.remove(999))).message).toBe('Restaurant not found');
    expect((await rawFetch('GET', '/api/restaurants/abc')).status).toBe(404);
    expect(await rawFetch('POST', '/api/restaurants', '{broken')).toEqual({
      status: 400,
      body: { message: 'Request body must be valid JSON' },
    });
    expect((await rawFetch('POST', '/api/restaurants', [1, 2])).status).toBe(400);
  });
});

describe('menus', () => {
  it('create under a restaurant (the path wins over the body), update, delete with its dishes', async () => {
    const menu = await api.menus.create(2, { restaurantId: 5, name: 'Brunch', description: '' });
    expect(menu).toMatchObject({ restaurantId: 2, name: 'Brunch', description: null, isActive: true });
    expect(latestActivity()?.action).toBe('Created menu "Brunch" for Sakura Sushi Bar');
    await expect(api.menus.get(menu.id)).resolves.toEqual(menu);

    const moved = await api.menus.update(menu.id, { restaurantId: 3, name: 'Late brunch', isActive: false });
    expect(moved).toMatchObject({ restaurantId: 3, name: 'Late brunch', isActive: false });

    const dish = await api.dishes.create(menu.id, { name: 'Eggs Benedict', price: 12.5 });
    await api.menus.remove(menu.id);
    expect(mockDb.menus.find(menu.id)).toBeUndefined();
    expect(mockDb.dishes.find(dish.id)).toBeUndefined();
  });

  it('validates and 404s', async () => {
    expect((await apiError(api.menus.create(999, { restaurantId: 999, name: 'X' }))).status).toBe(404);
    expect((await apiError(api.menus.create(1, { restaurantId: 1, name: '' }))).fieldErrors).toEqual({
      name: ['Name is required'],
    });
    expect((await apiError(api.menus.update(1, { restaurantId: 999, name: 'X' }))).fieldErrors).toEqual({
      restaurantId: ['Restaurant is required'],
    });
    expect((await apiError(api.menus.update(1, { restaurantId: 0, name: 'X' }))).fieldErrors).toEqual({
      restaurantId: ['Restaurant is required'],
    });
    expect((await apiError(api.menus.get(999))).status).toBe(404);
    expect((await apiError(api.menus.update(999, { restaurantId: 1, name: 'X' }))).status).toBe(404);
    expect((await apiError(api.menus.remove(999))).status).toBe(404);
  });
});

describe('dishes', () => {
  it('create, update (optionally moving menus), delete, with activity entries', async () => {
    const dish = await api.dishes.create(2, {
      name: 'Miso Ramen',
      price: 14.5,
      imageUrl: 'https://img.test/r.jpg',
    });
    expect(dish).toMatchObject({
      menuId: 2,
      price: 14.5,
      isAvailable: true,
      imageUrl: 'https://img.test/r.jpg',
    });
    expect(latestActivity()).toMatchObject({ category: 'DISH', actionType: 'CREATE' });

    const updated = await api.dishes.update(dish.id, {
      name: 'Miso Ramen',
      price: 15,
      menuId: 3,
      isAvailable: false,
    });
    expect(updated).toMatchObject({ menuId: 3, price: 15, isAvailable: false, imageUrl: null });
    expect((await api.dishes.update(dish.id, { name: 'Miso Ramen', price: 15, menuId: 999 })).menuId).toBe(3);
    await expect(api.dishes.get(dish.id)).resolves.toMatchObject({ id: dish.id, menuId: 3 });

    await api.dishes.remove(dish.id);
    expect(latestActivity()).toMatchObject({ category: 'DISH', actionType: 'DELETE' });
    expect((await apiError(api.dishes.get(dish.id))).status).toBe(404);
  });

  it('rejects a non-positive price and non-http image URLs', async () => {
    const error = await apiError(
      api.dishes.create(1, { name: 'Free lunch', price: 0, imageUrl: 'ftp://x/y.png' }),
    );
    expect(error.fieldErrors).toEqual({
      price: ['Price must be positive'],
      imageUrl: ['Image URL must be a valid http(s) URL'],
    });
    expect((await apiError(api.dishes.create(999, { name: 'X', price: 1 }))).status).toBe(404);
    expect((await apiError(api.dishes.update(999, { name: 'X', price: 1 }))).status).toBe(404);
    expect((await apiError(api.dishes.remove(999))).status).toBe(404);
  });
});

describe('users', () => {
  it('applies only the role from the user body and logs the change', async () => {
    const target = mockDb.users.all().find((user) => user.role === 'CUSTOMER' && user.id > 3);
    if (!target) throw new Error('fixture has customers');

    const updated = await api.admin.updateUser(target.id, {
      ...target,
      role: 'COURIER',
      email: 'hacked@example.com',
    });

    expect(updated).toMatchObject({ id: target.id, role: 'COURIER', email: target.email });
    expect(mockDb.users.find(target.id)?.email).toBe(target.email);
    expect(latestActivity()?.action).toBe(`Changed role of ${target.email} to COURIER`);
  });

  it('deletes users, but never the acting admin, and 404s unknown ids', async () => {
    await api.admin.deleteUser(10);
    expect(mockDb.users.find(10)).toBeUndefined();
    expect(mockDb.users.count()).toBe(34);

    expect(await apiError(api.admin.deleteUser(1))).toMatchObject({ status: 403 });
    expect(await apiError(api.admin.updateUser(1, { role: 'CUSTOMER' }))).toMatchObject({ status: 403 });
    expect((await apiError(api.admin.deleteUser(999))).status).toBe(404);
    expect((await apiError(api.admin.updateUser(999, { role: 'ADMIN' }))).status).toBe(404);
    expect((await apiError(api.admin.updateUser(5, { role: 'KING' as 'ADMIN' }))).fieldErrors).toEqual({
      role: ['Invalid role'],
    });
  });
});

describe('auth', () => {
  it('login answers the profile of known uids (the demo accounts) and 404 otherwise', async () => {
    await expect(api.auth.login({ uid: DEMO_UIDS.admin })).resolves.toMatchObject({
      uid: 'demo-admin',
      email: 'admin@demo.food',
      role: 'ADMIN',
    });
    await expect(api.auth.login({ uid: DEMO_UIDS.owner })).resolves.toMatchObject({ role: 'RESTAURANT' });
    await expect(api.auth.login({ uid: DEMO_UIDS.customer })).resolves.toMatchObject({ role: 'CUSTOMER' });
    expect(await apiError(api.auth.login({ uid: 'google-new' }))).toMatchObject({
      status: 404,
      message: 'User not found',
    });
  });

  it('register creates a CUSTOMER that can then log in; duplicates are 409', async () => {
    const profile = await api.auth.register({
      uid: 'g-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.test',
    });
    expect(profile).toMatchObject({ uid: 'g-1', role: 'CUSTOMER', phone: null });
    await expect(api.auth.login({ uid: 'g-1' })).resolves.toEqual(profile);
    expect(latestActivity()).toMatchObject({
      category: 'USER',
      actionType: 'REGISTER',
      username: 'grace@navy.test',
    });

    expect(
      await apiError(api.auth.register({ uid: 'g-1', firstName: 'A', lastName: 'B', email: '' })),
    ).toMatchObject({
      status: 409,
      message: 'User already exists',
    });
    expect(
      await apiError(
        api.auth.register({ uid: 'g-2', firstName: 'A', lastName: 'B', email: 'GRACE@navy.test' }),
      ),
    ).toMatchObject({ status: 409, message: 'Email already exists' });
    expect(
      (await apiError(api.auth.register({ uid: '', firstName: 'A', lastName: 'B', email: 'x' }))).fieldErrors,
    ).toEqual({
      uid: ['uid is required'],
      email: ['Invalid email'],
    });
  });
});

describe('activity log and uploads', () => {
  it('records client entries, using the action as the type when none is given', async () => {
    const entry = await api.activityLog.record({ category: 'DISH', action: 'CREATE' });
    expect(entry).toMatchObject({ category: 'DISH', action: 'CREATE', actionType: 'CREATE', level: 'INFO' });
    const feed = await api.admin.recentActivity();
    expect(feed.content[0]).toEqual(entry);
    expect((await apiError(api.activityLog.record({ category: 'DISH', action: ' ' }))).fieldErrors).toEqual({
      action: ['Action is required'],
    });
  });

  it('stores uploaded images and serves them back from the fixture host', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const url = await api.uploads.image(new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(url).toMatch(/^https:\/\/images\.example\.test\/uploads\/\d+\.png$/);

    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const placeholder = await fetch('https://images.example.test/logos/3.svg');
    expect(placeholder.headers.get('content-type')).toBe('image/svg+xml');
    expect(await placeholder.text()).toContain('<svg');
  });

  it('refuses non-images and missing files', async () => {
    expect(await apiError(api.uploads.image(new Blob(['hello'], { type: 'text/plain' })))).toMatchObject({
      status: 415,
      message: 'Only image files are allowed',
    });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }));
    const response = await fetch('http://localhost:8080/api/uploads', { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });
});
