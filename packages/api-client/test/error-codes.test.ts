import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  apiErrorCodes,
  DEFAULT_ORDER_RULES,
  DishInputSchema,
  MenuInputSchema,
  ProfileUpdatePayloadSchema,
  SignInFormSchema,
  SignUpFormSchema,
  RestaurantInputSchema,
  describeFieldMessage,
  FIELD_MESSAGES,
  OperatingRulesInputSchema,
  PauseSchema,
  type FieldCode,
  errorBody,
  fieldCodeOf,
  refusal,
  statusErrorCode,
  validationErrorBody,
  refusalBody,
  RefundInputSchema,
  ApiTokenInputSchema,
} from '../src';
import { validationError } from '../src/contract/validation';

/** Valid rules apart from `overrides`: the delivery cases below. */
/** A refund's choices, valid, with nothing to refund yet. */
const refund = { reason: 'GOODWILL', bearer: 'PLATFORM', method: 'CASH' };

const deliveryRules = (overrides: Record<string, unknown>) => ({
  timeZone: 'UTC',
  week: Array.from({ length: 7 }, () => []),
  exceptions: [],
  closures: [],
  lastOrderMinutes: 0,
  acceptanceTimeoutMinutes: 0,
  acceptanceTimeoutAction: 'reject',
  ...DEFAULT_ORDER_RULES,
  ...overrides,
});
const zone = (overrides: Record<string, unknown>) => ({
  kind: 'radius',
  radiusMeters: 1000,
  name: `Zone ${JSON.stringify(overrides).length}`,
  feeMinor: 0,
  minimumOrderMinor: null,
  freeDeliveryFromMinor: null,
  extraMinutes: 0,
  priority: 1,
  active: true,
  ...overrides,
});
/** A closed ring of `count` positions on a circle. */
const manyPoints = (count: number) => {
  const ring = Array.from({ length: count - 1 }, (_, index) => {
    const angle = (2 * Math.PI * index) / (count - 1);
    return [Math.cos(angle), Math.sin(angle)];
  });
  return [...ring, ring[0]];
};

describe('error codes (docs/api.md#error-codes)', () => {
  it("takes a refusal's code from its declaration", () => {
    expect(refusal('EMAIL_EXISTS')).toEqual({
      status: 409,
      message: 'A user with this email already exists',
      code: 'EMAIL_EXISTS',
    });
    expect(refusalBody('ORDER_MOVE_NOT_ALLOWED', { from: 'delivered', to: 'preparing' })).toEqual({
      message: 'This order is delivered and cannot be moved to preparing',
      code: 'ORDER_MOVE_NOT_ALLOWED',
    });
    expect(refusalBody('VIEW_LIMIT', { max: 20 })).toEqual({
      message: 'You already have 20 views of this list. Delete one first.',
      code: 'VIEW_LIMIT',
    });
  });

  it("never reads a code from the text: an error not declared answers its status's code, then ERROR", () => {
    expect(errorBody(404, 'Restaurant not found').code).toBe('NOT_FOUND');
    expect(errorBody(412, 'This menu was changed by someone else since you opened it.').code).toBe(
      'VERSION_CONFLICT',
    );
    // A declared refusal's text sent as an undeclared error keeps the status's code.
    expect(errorBody(409, 'You cannot change your own role').code).toBe('CONFLICT');
    expect(errorBody(418, "I'm a teapot").code).toBe('ERROR');
    expect(statusErrorCode(503)).toBe('UNAVAILABLE');
    expect(apiErrorCodes()).toContain('ERROR');
    expect(apiErrorCodes()).toContain('LAST_ADMIN');
  });

  it('gives each field message a code, with its parameters', () => {
    expect(describeFieldMessage('Name is required')).toEqual({ code: 'NAME_REQUIRED', params: {} });
    expect(describeFieldMessage('Must be at most 2000 characters')).toEqual({
      code: 'TEXT_TOO_LONG',
      params: { max: '2000' },
    });
    expect(fieldCodeOf('Something new')).toBe('INVALID');
  });

  it('answers the body the server and the mocks send', () => {
    expect(
      validationErrorBody({ name: ['Name is required', 'Name must be at most 120 characters'] }),
    ).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: ['Name is required', 'Name must be at most 120 characters'] },
      fieldCodes: { name: ['NAME_REQUIRED', 'NAME_TOO_LONG'] },
    });
    expect(refusalBody('OWN_ROLE')).toEqual({
      message: 'You cannot change your own role',
      code: 'OWN_ROLE',
    });
  });

  const seen = new Set<FieldCode>();
  // What a person can type wrong in the forms gets a code of its own, never INVALID, so the app can
  // say it in every language. A new message in a form schema without a code fails here.
  it.each([
    ['restaurant', RestaurantInputSchema, { name: '', address: '', logoUrl: 'ftp://x' }],
    [
      'restaurant, too long',
      RestaurantInputSchema,
      { name: 'n'.repeat(121), address: 'a'.repeat(301), description: 'd'.repeat(2001) },
    ],
    ['restaurant, control characters', RestaurantInputSchema, { name: 'a\u0007b', address: 'x' }],
    ['dish', DishInputSchema, { name: '', price: -1, imageUrl: 'javascript:alert(1)' }],
    ['dish, too dear', DishInputSchema, { name: 'Soup', price: 1e9 }],
    ['menu', MenuInputSchema, { name: '', restaurantId: 0 }],
    [
      'sign-up',
      SignUpFormSchema,
      { firstName: 'x'.repeat(200), lastName: 'y\u0007', email: 'no', password: '1' },
    ],
    ['sign-in', SignInFormSchema, { email: 'no', password: '' }],
    [
      'profile',
      ProfileUpdatePayloadSchema,
      { firstName: 'a\u0007', lastName: 'b'.repeat(200), phone: '1'.repeat(100) },
    ],
    [
      'profile, phone not international',
      ProfileUpdatePayloadSchema,
      { firstName: 'Ab', lastName: 'Cd', phone: '555' },
    ],
    [
      'opening hours',
      OperatingRulesInputSchema,
      {
        timeZone: 'Mars/Olympus',
        week: [
          [{ opens: '9:00', closes: '25:00' }],
          [{ opens: '22:00', closes: '02:00' }],
          [{ opens: '01:00', closes: '09:00' }],
          [
            { opens: '09:00', closes: '12:00' },
            { opens: '11:00', closes: '14:00' },
          ],
          Array.from({ length: 7 }, (_, hour) => ({ opens: `0${hour}:00`, closes: `0${hour}:30` })),
          [],
          [],
        ],
        exceptions: [
          { date: '2026-02-30', yearly: false, intervals: [], note: 'n'.repeat(201) },
          { date: '2026-02-30', yearly: false, intervals: [] },
          { date: '24/12', yearly: false, intervals: [] },
        ],
        closures: [{ from: '2026-08-10', to: '2026-08-01', reason: '' }],
        acceptanceTimeoutMinutes: -1,
        lastOrderMinutes: 1.5,
        acceptanceTimeoutAction: 'reject',
        ...DEFAULT_ORDER_RULES,
      },
    ],
    [
      'opening hours, too many minutes',
      OperatingRulesInputSchema,
      {
        timeZone: 'Europe/Paris',
        week: Array.from({ length: 7 }, () => []),
        exceptions: [],
        closures: [{ from: '2026-08-01', to: '2026-08-10', reason: 'r'.repeat(201) }],
        acceptanceTimeoutMinutes: 500,
        lastOrderMinutes: -1,
        acceptanceTimeoutAction: 'reject',
        ...DEFAULT_ORDER_RULES,
      },
    ],
    [
      'opening hours, overlap across days',
      OperatingRulesInputSchema,
      {
        timeZone: 'Europe/Paris',
        week: [
          [{ opens: '22:00', closes: '02:00' }],
          [{ opens: '01:00', closes: '09:00' }],
          [],
          [],
          [],
          [],
          [],
        ],
        exceptions: [],
        closures: [],
        acceptanceTimeoutMinutes: 0,
        lastOrderMinutes: 0,
        acceptanceTimeoutAction: 'accept',
        ...DEFAULT_ORDER_RULES,
      },
    ],
    [
      'delivery rules',
      OperatingRulesInputSchema,
      deliveryRules({
        preparationMinutes: 0,
        busyFromOrders: -1,
        busyExtraMinutes: 1.5,
        minimumOrderMinor: 2.5,
        location: { lat: 91, lng: 181 },
        zones: [
          zone({
            kind: 'radius',
            radiusMeters: 10.5,
            priority: 'first',
            feeMinor: -1,
            freeDeliveryFromMinor: 10_000_000,
          }),
          zone({ kind: 'radius', radiusMeters: 10, priority: 1.5 }),
          zone({ kind: 'radius', radiusMeters: 100_000, priority: 0 }),
          zone({ kind: 'hexagon' }),
          zone({ kind: 'polygon', area: { type: 'Point', coordinates: [] } }),
          zone({ kind: 'polygon', area: { type: 'Polygon', coordinates: [['x'], [[1, 1]]] } }),
          zone({
            kind: 'polygon',
            area: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                  [1, 0],
                ],
              ],
            },
          }),
          zone({
            kind: 'polygon',
            area: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                  [0, 0],
                ],
              ],
            },
          }),
          zone({
            kind: 'polygon',
            area: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                  [1, 0],
                  [0, 1],
                  [0, 0],
                ],
              ],
            },
          }),
          zone({ kind: 'polygon', area: { type: 'Polygon', coordinates: [manyPoints(502)] } }),
        ],
      }),
    ],
    [
      'delivery rules, busy threshold too high',
      OperatingRulesInputSchema,
      deliveryRules({ busyFromOrders: 5000 }),
    ],
    [
      'delivery rules, zones named twice',
      OperatingRulesInputSchema,
      deliveryRules({ location: { lat: 0, lng: 0 }, zones: [zone({ name: 'A' }), zone({ name: 'a' })] }),
    ],
    [
      'delivery rules, too many zones',
      OperatingRulesInputSchema,
      deliveryRules({
        location: { lat: 0, lng: 0 },
        zones: Array.from({ length: 21 }, (_, index) => zone({ name: `Z${index}` })),
      }),
    ],
    [
      'delivery rules, radius without a location',
      OperatingRulesInputSchema,
      deliveryRules({ zones: [zone({})] }),
    ],
    ['API token', ApiTokenInputSchema, { name: ' ', scopes: [], expiresInDays: 0 }],
    [
      'API token, too long',
      ApiTokenInputSchema,
      { name: 'n'.repeat(101), scopes: ['orders.eat'], expiresInDays: 1.5 },
    ],
    ['pause', PauseSchema, { reason: 'nap', note: 'n'.repeat(201), until: 'soon' }],
    ['pause, past', PauseSchema, { reason: 'busy', until: '2020-01-01T00:00:00.000Z' }],
    ['pause, too long', PauseSchema, { reason: 'busy', until: '2999-01-01T00:00:00.000Z' }],
    [
      'refund, bad choices',
      RefundInputSchema,
      { lines: [{ itemId: 1, quantity: 0 }], reason: 'x', bearer: 'x', method: 'x' },
    ],
    ['refund, amount', RefundInputSchema, { ...refund, amountMinor: 0 }],
    [
      'refund, both ways',
      RefundInputSchema,
      { ...refund, lines: [{ itemId: 1, quantity: 1 }], amountMinor: 100 },
    ],
    ['refund, nothing', RefundInputSchema, refund],
    ['refund, other without a note', RefundInputSchema, { ...refund, amountMinor: 100, reason: 'OTHER' }],
    [
      'refund, an item twice',
      RefundInputSchema,
      {
        ...refund,
        lines: [
          { itemId: 1, quantity: 1 },
          { itemId: 1, quantity: 2 },
        ],
      },
    ],
  ])('every form message has a code: %s', (_name, schema, input) => {
    const result = v.safeParse(schema as v.GenericSchema, input);
    if (result.success) throw new Error('the input should fail');
    const body = validationError(schema as v.GenericSchema, result.issues);
    expect(body.fieldCodes).toBeDefined();
    const codes = Object.values(body.fieldCodes ?? {}).flat();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).not.toContain('INVALID');
    for (const code of codes) seen.add(code as FieldCode);
  });

  it('the cases above meet every message of the operating rules and the pause', () => {
    const declared = Object.keys(FIELD_MESSAGES);
    const operations = declared.slice(declared.indexOf('OPENING_TIME_FORMAT'));
    expect(operations).toContain('PAUSE_TOO_LONG');
    expect(operations.filter((code) => !seen.has(code as FieldCode))).toEqual([]);
  });
});
