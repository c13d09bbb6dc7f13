import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DishInputSchema,
  lengthLimitOf,
  ListQuerySchema,
  MenuInputSchema,
  PHONE_FORMAT_MESSAGE,
  PhoneSchema,
  RegisterPayloadSchema,
  RestaurantInputSchema,
  SignInFormSchema,
  SignUpFormSchema,
} from '../src/index';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('form schemas carry the required validation messages', () => {
  // docs/requirements.md#req-validation
  it('sign-up', () => {
    expect(
      messages(SignUpFormSchema, { firstName: 'A', lastName: 'B', email: 'nope', password: '123' }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('sign-in', () => {
    expect(messages(SignInFormSchema, { email: 'x', password: '1' })).toEqual({
      email: ['Invalid email'],
      password: ['Password is required'],
    });
  });

  it('restaurant, menu and dish', () => {
    expect(messages(RestaurantInputSchema, { name: ' ', address: '' })).toEqual({
      name: ['Name is required'],
      address: ['Address is required'],
    });
    expect(messages(MenuInputSchema, { restaurantId: 0, name: '' })).toEqual({
      restaurantId: ['Restaurant is required'],
      name: ['Name is required'],
    });
    expect(messages(DishInputSchema, { name: 'Soup', price: 0 })).toEqual({
      price: ['Price must be positive'],
    });
  });
});

describe('payload schemas', () => {
  it('default isActive/isAvailable to true and turn blank optional text and URLs into undefined', () => {
    expect(
      v.parse(RestaurantInputSchema, { name: 'A', address: 'B', description: '  ', logoUrl: '' }),
    ).toEqual({
      name: 'A',
      address: 'B',
      description: undefined,
      logoUrl: undefined,
      isActive: true,
    });
    expect(v.parse(DishInputSchema, { name: 'Soup', price: 4.5, imageUrl: null }).isAvailable).toBe(true);
  });

  it("read a dish's category: one of the list, none when absent or blank, a clear error otherwise", () => {
    const parse = (category: unknown) =>
      v.parse(DishInputSchema, { name: 'Soup', price: 4.5, category }).category;
    expect(parse('DESSERT')).toBe('DESSERT');
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(v.parse(DishInputSchema, { name: 'Soup', price: 4.5 }).category).toBeNull();
    expect(messages(DishInputSchema, { name: 'Soup', price: 4.5, category: 'SNACK' })).toEqual({
      category: ['Category must be one of: STARTER, MAIN, SIDE, DESSERT, DRINK'],
    });
  });

  it('accept only http(s) URLs', () => {
    expect(
      messages(RestaurantInputSchema, { name: 'A', address: 'B', logoUrl: 'javascript:alert(1)' }),
    ).toEqual({
      logoUrl: ['Logo URL must be a valid http(s) URL'],
    });
    expect(
      messages(DishInputSchema, { name: 'A', price: 1, imageUrl: 'data:image/png;base64,AAAA' }),
    ).toEqual({
      imageUrl: ['Image URL must be a valid http(s) URL'],
    });
    expect(
      v.parse(DishInputSchema, { name: 'A', price: 1, imageUrl: ' https://x.test/a.png ' }).imageUrl,
    ).toBe('https://x.test/a.png');
  });

  it('registration tolerates a one-word Google name and an empty email but not a bad one', () => {
    expect(v.is(RegisterPayloadSchema, { uid: 'g1', firstName: 'Cher', lastName: '', email: '' })).toBe(true);
    expect(
      messages(RegisterPayloadSchema, { uid: 'g1', firstName: 'A', lastName: 'B', email: 'bad' }),
    ).toEqual({
      email: ['Invalid email'],
    });
  });

  it('list queries coerce query-string numbers and bound the page size', () => {
    expect(v.parse(ListQuerySchema, {})).toEqual({ page: 0, size: 10 });
    expect(v.parse(ListQuerySchema, { page: '2', size: '25', search: 'a' })).toEqual({
      page: 2,
      size: 25,
      search: 'a',
    });
    expect(v.is(ListQuerySchema, { size: '101' })).toBe(false);
    expect(v.is(ListQuerySchema, { page: '1.5' })).toBe(false);
    expect(v.is(ListQuerySchema, { page: 'abc' })).toBe(false);
    // Only decimal digits: Number() would read these as 1, 100, -0 and 3.
    for (const spelling of ['0x1', '1e2', '-0', ' 3', '+3', '']) {
      expect(v.is(ListQuerySchema, { page: spelling }), spelling).toBe(false);
    }
  });
});

describe('names', () => {
  it('refuse control characters and bidirectional overrides', () => {
    for (const name of ['Bad\u202Egpj.exe', 'Tab\there', 'Nul\u0000', 'Isolate\u2066x']) {
      const result = v.safeParse(RestaurantInputSchema, { name, address: 'x' });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.issues?.[0]?.message).toBe('Name must not contain control characters');
    }
    expect(v.is(RestaurantInputSchema, { name: 'Café Ünïcode 寿司 مطعم', address: 'x' })).toBe(true);
  });
});

describe('URLs', () => {
  it('report one message per bad URL and accept only http(s)', () => {
    for (const logoUrl of [
      'not a url',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      `https://x.test/${'a'.repeat(2100)}`,
    ]) {
      const result = v.safeParse(RestaurantInputSchema, { name: 'n', address: 'a', logoUrl });
      expect(result.success, logoUrl.slice(0, 30)).toBe(false);
      expect(messages(RestaurantInputSchema, { name: 'n', address: 'a', logoUrl })?.logoUrl).toEqual([
        'Logo URL must be a valid http(s) URL',
      ]);
    }
    expect(v.is(RestaurantInputSchema, { name: 'n', address: 'a', logoUrl: 'https://cdn.test/a.png' })).toBe(
      true,
    );
  });
});

describe('length limits', () => {
  it('are read back from the schema that declares them, with a message that names them', () => {
    expect(lengthLimitOf(RestaurantInputSchema.entries.name, 'max')).toBe(120);
    expect(lengthLimitOf(RestaurantInputSchema.entries.address, 'max')).toBe(300);
    // Through the optional, nullable and transform wrappers of an optional text.
    expect(lengthLimitOf(RestaurantInputSchema.entries.description, 'max')).toBe(2000);
    expect(lengthLimitOf(SignInFormSchema.entries.password, 'min')).toBe(6);
    expect(lengthLimitOf(SignInFormSchema.entries.password, 'max')).toBeUndefined();
    const result = v.safeParse(RestaurantInputSchema, { name: 'n'.repeat(121), address: 'a'.repeat(301) });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Name must be at most 120 characters',
      'Address must be at most 300 characters',
    ]);
  });
});

describe('phone numbers', () => {
  it('are empty or in international form, such as +33 6 12 34 56 78', () => {
    for (const phone of ['', '+33 6 12 34 56 78', '+1 (555) 010-0100', '+44.20.7946.0958'])
      expect(v.safeParse(PhoneSchema, phone).success, phone).toBe(true);
    for (const phone of ['06 12 34 56 78', '+33', '+1 555 0100 0100 0100 0100', 'call me']) {
      const result = v.safeParse(PhoneSchema, phone);
      expect(
        result.issues?.map((issue) => issue.message),
        phone,
      ).toEqual([PHONE_FORMAT_MESSAGE]);
    }
  });
});
