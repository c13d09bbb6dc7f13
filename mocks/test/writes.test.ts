import { validationErrorBody } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_UIDS, mockDb } from '../src/index';
import { apiError, mockClient, rawFetch, useMockApi } from './support';

useMockApi();
const api = mockClient();

const latestActivity = () => mockDb.activity.all().sort((a, b) => b.id - a.id)[0];
const id = (value: number) => ({ params: { id: value } });

describe('restaurants', () => {
  it('create, read, update and delete, each writing an activity entry', async () => {
    const before = mockDb.restaurants.count();
    const created = await api.restaurants.create({
      body: { name: '  Pho Saigon ', address: '1 Le Loi', logoUrl: '' },
    });
    expect(created).toMatchObject({ name: 'Pho Saigon', address: '1 Le Loi', logoUrl: null, isActive: true });
    expect(mockDb.restaurants.count()).toBe(before + 1);
    expect(latestActivity()).toMatchObject({
      category: 'RESTAURANT',
      actionType: 'CREATE',
      action: 'Created restaurant Pho Saigon',
      code: 'RESTAURANT_CREATED',
      params: { name: 'Pho Saigon' },
      username: 'admin@demo.food',
      entityId: created.id,
    });
    await expect(api.restaurants.get(id(created.id))).resolves.toEqual(created);

    const updated = await api.restaurants.update({
      ...id(created.id),
      body: { name: 'Pho Hanoi', address: '2 Le Loi', isActive: false },
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Pho Hanoi', isActive: false });
    expect(latestActivity()?.actionType).toBe('UPDATE');

    await api.restaurants.remove(id(created.id));
    expect(mockDb.restaurants.find(created.id)).toBeUndefined();
    expect(latestActivity()).toMatchObject({ actionType: 'DELETE', level: 'WARN' });
    expect((await apiError(api.restaurants.get(id(created.id)))).status).toBe(404);
  });

  it('deleting a restaurant removes its menus and their dishes', async () => {
    const menuIds = mockDb.menus
      .all()
      .filter((menu) => menu.restaurantId === 1)
      .map((menu) => menu.id);
    expect(mockDb.dishes.all().some((dish) => menuIds.includes(dish.menuId))).toBe(true);

    await api.restaurants.remove(id(1));

    expect(mockDb.menus.all().some((menu) => menu.restaurantId === 1)).toBe(false);
    expect(mockDb.dishes.all().some((dish) => menuIds.includes(dish.menuId))).toBe(false);
  });

  it('an admin picks the owner: a RESTAURANT user; absent keeps it, null clears it', async () => {
    const owned = mockDb.restaurants.all().find((restaurant) => restaurant.ownerId != null);
    if (!owned?.ownerId) throw new Error('fixture has owned restaurants');
    const body = { name: owned.name, address: owned.address };

    expect((await api.restaurants.update({ ...id(owned.id), body })).ownerId).toBe(owned.ownerId);
    expect(
      (await api.restaurants.update({ ...id(owned.id), body: { ...body, ownerId: null } })).ownerId,
    ).toBe(null);
    expect(
      (await apiError(api.restaurants.update({ ...id(owned.id), body: { ...body, ownerId: 999 } })))
        .fieldErrors,
    ).toEqual({ ownerId: ['Owner not found'] });
    expect(
      (await apiError(api.restaurants.update({ ...id(owned.id), body: { ...body, ownerId: 1 } })))
        .fieldErrors,
    ).toEqual({ ownerId: ['Owner must be a restaurant user'] });
  });

  it('an admin hands a restaurant over: the read names the new owner, the feed says so', async () => {
    const owner = mockDb.users.all().find((user) => user.role === 'RESTAURANT');
    const restaurant = mockDb.restaurants.all().find((row) => row.ownerId !== owner?.id);
    if (!owner || !restaurant) throw new Error('fixture has an owner and a restaurant of someone else');
    const body = { name: restaurant.name, address: restaurant.address, ownerId: owner.id };

    const saved = await api.restaurants.update({ ...id(restaurant.id), body });
    const name = `${owner.firstName} ${owner.lastName}`;
    expect(saved.owner).toEqual({ id: owner.id, name, email: owner.email });
    expect((await api.restaurants.get(id(restaurant.id))).owner).toEqual(saved.owner);
    expect(latestActivity()).toMatchObject({
      actionType: 'OWNER',
      code: 'RESTAURANT_OWNER_CHANGED',
      action: `Handed restaurant ${restaurant.name} over to ${name}`,
    });
    const history = mockDb.history.all().filter((row) => row.kind === 'restaurant');
    expect(history.at(-1)?.entry.changes).toContainEqual(
      expect.objectContaining({ field: 'ownerId', from: restaurant.ownerId ?? null, to: owner.id }),
    );
  });

  it("a restaurant owner keeps their restaurant: naming another owner is refused, others' reads do not name them", async () => {
    const owner = mockDb.users.all().find((user) => user.role === 'RESTAURANT');
    const own = mockDb.restaurants.all().find((row) => row.ownerId === owner?.id);
    const other = mockDb.restaurants.all().find((row) => row.ownerId !== owner?.id);
    if (!owner || !own || !other) throw new Error('fixture has an owner with a restaurant');
    mockDb.actor = owner.email;
    const body = { name: own.name, address: own.address };

    expect(
      (await api.restaurants.update({ ...id(own.id), body: { ...body, ownerId: owner.id } })).ownerId,
    ).toBe(owner.id);
    const refused = await apiError(
      api.restaurants.update({ ...id(own.id), body: { ...body, ownerId: null } }),
    );
    expect(refused).toMatchObject({ status: 403, code: 'OWNER_ADMIN_ONLY' });
    expect((await api.restaurants.get(id(own.id))).owner?.id).toBe(owner.id);
    expect(await api.restaurants.get(id(other.id))).not.toHaveProperty('owner');
  });

  it('rejects bad bodies with the schema messages and unknown ids with 404', async () => {
    const error = await apiError(
      api.restaurants.create({ body: { name: ' ', address: '', logoUrl: 'javascript:alert(1)' } }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({
      name: ['Name is required'],
      address: ['Address is required'],
      logoUrl: ['Logo URL must be a valid http(s) URL'],
    });
    expect(mockDb.restaurants.count()).toBe(24);

    const body = { name: 'x', address: 'y' };
    expect((await apiError(api.restaurants.update({ ...id(999), body }))).status).toBe(404);
    expect((await apiError(api.restaurants.remove(id(999)))).message).toBe('Restaurant not found');
  });
});

describe('menus', () => {
  it('create under a restaurant, update (moving it), delete with its dishes', async () => {
    const menu = await api.menus.create({
      params: { restaurantId: 2 },
      body: { restaurantId: 2, name: 'Brunch', description: '' },
    });
    expect(menu).toMatchObject({ restaurantId: 2, name: 'Brunch', description: null, isActive: true });
    expect(latestActivity()?.action).toBe('Created menu Brunch of Sakura Sushi Bar');
    await expect(api.menus.get(id(menu.id))).resolves.toEqual(menu);

    const moved = await api.menus.update({
      ...id(menu.id),
      body: { restaurantId: 3, name: 'Late brunch', isActive: false },
    });
    expect(moved).toMatchObject({ restaurantId: 3, name: 'Late brunch', isActive: false });

    const dish = await api.dishes.create({
      params: { menuId: menu.id },
      body: { name: 'Eggs', price: 12.5 },
    });
    await api.menus.remove(id(menu.id));
    expect(mockDb.menus.find(menu.id)).toBeUndefined();
    expect(mockDb.dishes.find(dish.id)).toBeUndefined();
  });

  it('validates like the server and 404s', async () => {
    const create = (restaurantId: number, body: { restaurantId: number; name: string }) =>
      apiError(api.menus.create({ params: { restaurantId }, body }));
    expect((await create(999, { restaurantId: 999, name: 'X' })).status).toBe(404);
    expect((await create(1, { restaurantId: 1, name: '' })).fieldErrors).toEqual({
      name: ['Name is required'],
    });
    expect((await create(1, { restaurantId: 5, name: 'X' })).fieldErrors).toEqual({
      restaurantId: ['Restaurant does not match the address'],
    });

    const update = (menuId: number, restaurantId: number) =>
      apiError(api.menus.update({ ...id(menuId), body: { restaurantId, name: 'X' } }));
    expect((await update(1, 999)).fieldErrors).toEqual({ restaurantId: ['Restaurant not found'] });
    expect((await update(1, 0)).fieldErrors).toEqual({ restaurantId: ['Restaurant is required'] });
    expect((await update(999, 1)).status).toBe(404);
    expect((await apiError(api.menus.get(id(999)))).status).toBe(404);
    expect((await apiError(api.menus.remove(id(999)))).status).toBe(404);
  });
});

describe('dishes', () => {
  it('create, update (optionally moving menus), delete, with activity entries', async () => {
    const dish = await api.dishes.create({
      params: { menuId: 2 },
      body: { name: 'Miso Ramen', price: 14.5, imageUrl: 'https://img.test/r.jpg' },
    });
    expect(dish).toMatchObject({
      menuId: 2,
      price: 14.5,
      isAvailable: true,
      imageUrl: 'https://img.test/r.jpg',
    });
    expect(latestActivity()).toMatchObject({ category: 'DISH', actionType: 'CREATE', entityId: dish.id });

    const updated = await api.dishes.update({
      ...id(dish.id),
      body: { name: 'Miso Ramen', price: 15, menuId: 3, isAvailable: false },
    });
    expect(updated).toMatchObject({ menuId: 3, price: 15, isAvailable: false, imageUrl: null });
    expect(latestActivity()).toMatchObject({ category: 'DISH', actionType: 'UPDATE', entityId: dish.id });
    await expect(api.dishes.get(id(dish.id))).resolves.toMatchObject({ id: dish.id, menuId: 3 });

    await api.dishes.remove(id(dish.id));
    expect(latestActivity()).toMatchObject({ category: 'DISH', actionType: 'DELETE' });
    expect((await apiError(api.dishes.get(id(dish.id)))).status).toBe(404);
  });

  it('rejects a non-positive price, non-http image URLs and menus that do not fit', async () => {
    const error = await apiError(
      api.dishes.create({
        params: { menuId: 1 },
        body: { name: 'Free lunch', price: 0, imageUrl: 'ftp://x/y.png' },
      }),
    );
    expect(error.fieldErrors).toEqual({
      price: ['Price must be positive'],
      imageUrl: ['Image URL must be a valid http(s) URL'],
    });
    const body = { name: 'X', price: 1 };
    expect(
      (await apiError(api.dishes.create({ params: { menuId: 1 }, body: { ...body, menuId: 2 } })))
        .fieldErrors,
    ).toEqual({ menuId: ['Menu does not match the address'] });
    expect(
      (await apiError(api.dishes.update({ ...id(1), body: { ...body, menuId: 999 } }))).fieldErrors,
    ).toEqual({
      menuId: ['Menu not found'],
    });
    expect((await apiError(api.dishes.create({ params: { menuId: 999 }, body }))).status).toBe(404);
    expect((await apiError(api.dishes.update({ ...id(999), body }))).status).toBe(404);
    expect((await apiError(api.dishes.remove(id(999)))).status).toBe(404);
  });
});

describe('users', () => {
  it('applies only the role from the user body and logs the change', async () => {
    const target = mockDb.users.all().find((user) => user.role === 'CUSTOMER' && user.id > 3);
    if (!target) throw new Error('fixture has customers');

    const updated = await api.admin.updateUser({
      ...id(target.id),
      body: { ...target, role: 'COURIER', email: 'hacked@example.com' },
    });

    expect(updated).toMatchObject({ id: target.id, role: 'COURIER', email: target.email });
    expect(mockDb.users.find(target.id)?.email).toBe(target.email);
    expect(latestActivity()?.action).toBe(`Changed role of ${target.email} from CUSTOMER to COURIER`);
  });

  it('deletes users, but never the acting admin (409 like the server), and 404s unknown ids', async () => {
    await api.admin.deleteUser(id(10));
    expect(mockDb.users.find(10)).toBeUndefined();
    expect(mockDb.users.count()).toBe(34);

    expect(await apiError(api.admin.deleteUser(id(1)))).toMatchObject({
      status: 409,
      message: 'You cannot delete your own account',
      code: 'OWN_ACCOUNT',
    });
    expect(await apiError(api.admin.updateUser({ ...id(1), body: { role: 'CUSTOMER' } }))).toMatchObject({
      status: 409,
      message: 'You cannot change your own role',
    });
    expect((await apiError(api.admin.deleteUser(id(999)))).status).toBe(404);
    expect((await apiError(api.admin.updateUser({ ...id(999), body: { role: 'ADMIN' } }))).status).toBe(404);
    expect(
      (await apiError(api.admin.updateUser({ ...id(5), body: { role: 'KING' as 'ADMIN' } }))).fieldErrors,
    ).toEqual({ role: ['Invalid role'] });
  });
});

describe('auth', () => {
  it('login answers the profile of known uids (the demo accounts) and 404 otherwise', async () => {
    await expect(api.auth.login({ body: { uid: DEMO_UIDS.admin } })).resolves.toMatchObject({
      uid: 'demo-admin',
      email: 'admin@demo.food',
      role: 'ADMIN',
    });
    await expect(api.auth.login({ body: { uid: DEMO_UIDS.owner } })).resolves.toMatchObject({
      role: 'RESTAURANT',
    });
    await expect(api.auth.login({ body: { uid: DEMO_UIDS.customer } })).resolves.toMatchObject({
      role: 'CUSTOMER',
    });
    expect(await apiError(api.auth.login({ body: { uid: 'google-new' } }))).toMatchObject({
      status: 404,
      message: 'User not found',
    });
  });

  it('register creates a CUSTOMER that can then log in; duplicates are 409', async () => {
    const register = (body: { uid: string; firstName: string; lastName: string; email: string }) =>
      api.auth.register({ body });
    const profile = await register({
      uid: 'g-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.test',
    });
    expect(profile).toMatchObject({ uid: 'g-1', role: 'CUSTOMER', phone: null });
    await expect(api.auth.login({ body: { uid: 'g-1' } })).resolves.toEqual(profile);
    expect(latestActivity()).toMatchObject({
      category: 'USER',
      actionType: 'REGISTER',
      username: 'grace@navy.test',
    });

    expect(await apiError(register({ uid: 'g-1', firstName: 'A', lastName: 'B', email: '' }))).toMatchObject({
      status: 409,
      message: 'A profile for this account already exists',
      code: 'PROFILE_EXISTS',
    });
    expect(
      await apiError(register({ uid: 'g-2', firstName: 'A', lastName: 'B', email: 'GRACE@navy.test' })),
    ).toMatchObject({ status: 409, message: 'A user with this email already exists', code: 'EMAIL_EXISTS' });
    expect(
      (await apiError(register({ uid: '', firstName: 'A', lastName: 'B', email: 'x' }))).fieldErrors,
    ).toEqual({
      uid: ['uid is required'],
      email: ['Invalid email'],
    });
  });
});

describe('activity log and uploads', () => {
  it('records client entries, using the action as the type when none is given', async () => {
    const entry = await api.activityLog.record({ body: { category: 'DISH', action: 'CREATE' } });
    expect(entry).toMatchObject({ category: 'DISH', action: 'CREATE', actionType: 'CREATE', level: 'INFO' });
    const feed = await api.admin.recentActivity();
    expect(feed.content[0]).toEqual(entry);
    expect(
      (await apiError(api.activityLog.record({ body: { category: 'DISH', action: ' ' } }))).fieldErrors,
    ).toEqual({ action: ['Action is required'] });
  });

  it('never shows the stored entity id on the wire', async () => {
    await api.dishes.create({ params: { menuId: 1 }, body: { name: 'Soup', price: 4 } });
    const raw = await rawFetch('GET', '/admin/recent-activity?size=1');
    expect((raw.body as { content: object[] }).content[0]).not.toHaveProperty('entityId');
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

  it('refuses non-images and missing files with the server messages', async () => {
    expect(await apiError(api.uploads.image(new Blob(['hello'], { type: 'text/plain' })))).toMatchObject({
      status: 415,
      message: 'Only PNG, JPEG, GIF, WebP and AVIF images are accepted',
      code: 'IMAGE_TYPE',
    });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }));
    const response = await fetch('http://localhost:8080/api/uploads', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(validationErrorBody({ image: ['An image file is required'] }));
  });
});
