import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contract,
  errorBody,
  NUL_MESSAGE,
  parseInput,
  parsePathParams,
  RestaurantInputSchema,
  validationError,
  validationErrorBody,
} from '../src/index';

describe('validationError: the 400 body the server and the mocks answer', () => {
  it("names each field with the field's own message, a missing key included", () => {
    const result = v.safeParse(RestaurantInputSchema, { logoUrl: 'nope' });
    if (result.success) throw new Error('expected a failure');
    expect(validationError(RestaurantInputSchema, result.issues)).toEqual(
      validationErrorBody({
        name: ['Name is required'],
        address: ['Address is required'],
        logoUrl: ['Logo URL must be a valid http(s) URL'],
      }),
    );
    expect(validationError(RestaurantInputSchema, result.issues)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldCodes: { name: ['NAME_REQUIRED'], address: ['ADDRESS_REQUIRED'], logoUrl: ['LOGO_URL_INVALID'] },
    });
  });

  it('lists each message of a field once', () => {
    const schema = v.object({
      code: v.pipe(v.string(), v.minLength(3, 'Bad code'), v.regex(/^\d+$/, 'Bad code')),
    });
    const result = v.safeParse(schema, { code: 'x' });
    if (result.success) throw new Error('expected a failure');
    expect(validationError(schema, result.issues).fieldErrors).toEqual({ code: ['Bad code'] });
  });

  it('describes a wrong input as a whole with what it is', () => {
    const result = v.safeParse(RestaurantInputSchema, 'text');
    if (result.success) throw new Error('expected a failure');
    expect(validationError(RestaurantInputSchema, result.issues, 'Query').message).toMatch(
      /^Query is invalid: /,
    );
  });
});

describe('parseInput and parsePathParams', () => {
  it('answer the parsed value, or the error body', () => {
    expect(parseInput(RestaurantInputSchema, { name: ' Deli ', address: 'x' })).toEqual({
      success: true,
      output: { name: 'Deli', address: 'x', isActive: true },
    });
    expect(parseInput(RestaurantInputSchema, { name: 'a\u0000b', address: 'x' })).toMatchObject({
      success: false,
    });
    expect(parseInput(v.object({ note: v.string() }), { note: 'a\u0000b' })).toEqual({
      success: false,
      error: errorBody(400, NUL_MESSAGE),
    });
  });

  it('report a bad path parameter by its one message', () => {
    expect(parsePathParams(contract.menus.create.params, { restaurantId: 'x' })).toEqual({
      success: false,
      error: errorBody(400, 'Invalid restaurantId'),
    });
    expect(parsePathParams(contract.menus.create.params, { restaurantId: '7' })).toEqual({
      success: true,
      output: { restaurantId: 7 },
    });
  });
});
