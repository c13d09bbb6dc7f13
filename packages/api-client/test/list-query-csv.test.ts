import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activityListQueries,
  BooleanFilterSchema,
  csvCell,
  csvLine,
  DateFilterSchema,
  dishCsvColumns,
  dishListQueries,
  EnumFilterSchema,
  exportFileName,
  IntegerFilterSchema,
  listDeclarations,
  orderListQueries,
  orderTerms,
  parseSortTerm,
  reviewCsvColumns,
  reviewListQueries,
  searchIn,
  SortSchema,
  sortParam,
  sortTerms,
  toCsv,
  userListQueries,
  VIEW_LISTS,
} from '../src/index';

const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('sort parameters', () => {
  const fields = ['email', 'role'] as const;

  it('reads field,direction with asc as the default, and nothing else', () => {
    expect(parseSortTerm('email,desc', fields)).toEqual({ field: 'email', direction: 'desc' });
    expect(parseSortTerm('role', fields)).toEqual({ field: 'role', direction: 'asc' });
    for (const bad of ['password,asc', 'email,up', 'email,asc,x', ''])
      expect(parseSortTerm(bad, fields)).toBeUndefined();
    // The schema's output, read back as terms (the server's and the mocks' order).
    expect(sortTerms(['role,desc', 'email,asc'])).toEqual([
      { field: 'role', direction: 'desc' },
      { field: 'email', direction: 'asc' },
    ]);
    expect(sortParam({ field: 'email', direction: 'asc' })).toBe('email,asc');
  });

  it('normalises one or several terms and refuses unknown, repeated or too many', () => {
    const schema = SortSchema(fields);
    expect(v.parse(schema, undefined)).toEqual([]);
    expect(v.parse(schema, ' email ')).toEqual(['email,asc']);
    expect(v.parse(schema, ['role,desc', 'email'])).toEqual(['role,desc', 'email,asc']);
    expect(issues(schema, 'password,asc')[0]).toBe(
      'Sort must be <field>,<asc|desc> with field one of: email, role',
    );
    expect(issues(schema, ['email,asc', 'email,desc'])).toEqual(['Sort names a field more than once']);
    const many = SortSchema(['a', 'b', 'c', 'd']);
    expect(issues(many, ['a', 'b', 'c', 'd'])).toEqual(['Sort by at most 3 fields']);
  });
});

describe('filter parameters', () => {
  it('enums: one or several known values, repeats dropped', () => {
    const schema = EnumFilterSchema(['A', 'B'], 'Letter');
    expect(v.parse(schema, ['A', 'B', 'A'])).toEqual(['A', 'B']);
    expect(v.parse(schema, undefined)).toEqual([]);
    expect(issues(schema, 'C')).toEqual(['Letter must be one of: A, B']);
  });

  it('booleans and integers are read from their text', () => {
    expect(v.parse(BooleanFilterSchema('Active'), ['true', 'false'])).toEqual([true, false]);
    expect(v.parse(BooleanFilterSchema('Active'), true)).toEqual([true]);
    expect(issues(BooleanFilterSchema('Active'), 'yes')).toEqual(['Active must be true or false']);
    expect(v.parse(IntegerFilterSchema('Rating', 1, 5), ['5', 1])).toEqual([5, 1]);
    expect(issues(IntegerFilterSchema('Rating', 1, 5), '6')).toEqual([
      'Rating must be an integer from 1 to 5',
    ]);
    expect(issues(IntegerFilterSchema('ownerId'), '1e3')).toEqual(['ownerId must be an id']);
  });

  it('dates: ISO dates or date-times with a zone, blank is none', () => {
    const schema = DateFilterSchema('createdFrom');
    expect(v.parse(schema, '2026-11-23')).toBe('2026-11-23');
    expect(v.parse(schema, '2026-11-23T10:00:00Z')).toBe('2026-11-23T10:00:00Z');
    expect(v.parse(schema, ' ')).toBeUndefined();
    for (const bad of ['yesterday', '2026-13-45', '2026-11-23T10:00'])
      expect(issues(schema, bad)).toHaveLength(1);
  });

  it('each list derives a paged query, an export query and a facets query', () => {
    expect(userListQueries.sortFields).toEqual(['email', 'firstName', 'lastName', 'role']);
    expect(userListQueries.facetFields).toEqual(['role']);
    expect(v.parse(userListQueries.list, { role: 'ADMIN' })).toEqual({ page: 0, size: 10, role: ['ADMIN'] });
    expect(Object.keys(orderListQueries.export.entries)).not.toContain('page');
    expect(Object.keys(orderListQueries.facets.entries)).not.toContain('sort');
  });

  it('declares each list once: search fields, sort kinds, filters on their fields, order, columns', () => {
    // Every declared list, and only those, can have saved views.
    expect(Object.keys(listDeclarations)).toEqual([...VIEW_LISTS]);
    expect(searchIn(orderListQueries)).toBe(
      'search matches restaurantName, customerName, customerEmail, status',
    );
    expect(userListQueries.sortKinds).toEqual({
      email: 'text',
      firstName: 'text',
      lastName: 'text',
      role: 'value',
    });
    expect(dishListQueries.filters.available).toMatchObject({ match: 'oneOf', field: 'isAvailable' });
    expect(dishListQueries.filters.category).toMatchObject({ match: 'oneOf', field: 'category' });
    expect(orderListQueries.filters.createdTo).toMatchObject({ match: 'before', field: 'createdAt' });
    expect(activityListQueries.filters.level).toMatchObject({ match: 'equals', field: 'level' });
    expect(reviewListQueries.csvColumns.map((column) => column.field)).toContain('reply');
    // The feed has no sort parameter: its queries take none.
    expect(Object.keys(activityListQueries.list.entries)).not.toContain('sort');
  });

  it('orders by the sort terms, else by the declared default order', () => {
    expect(orderTerms(orderListQueries, undefined)).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(orderTerms(orderListQueries, ['total,asc'])).toEqual([{ field: 'total', direction: 'asc' }]);
    expect(orderTerms(userListQueries, [])).toEqual([]);
  });
});

describe('CSV', () => {
  it('quotes per RFC 4180 and neutralises formulas in text cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula).includes(`'${formula[0]}`)).toBe(true);
    // A formula sign after white space or zero-width characters, or in its full-width form.
    for (const formula of [
      ' =1+1',
      '  =1+1',
      '\u00a0=1+1',
      '\u3000=1+1',
      '\n=1+1',
      '\r\n=1+1',
      '\u200b=1+1',
      ' +1',
      '\uff1d1+1',
      '\uff0b1',
      '\uff20SUM(1)',
    ])
      expect(csvCell(formula).replace(/^"/, '')).toBe(csvCell(`'${formula}`).replace(/^"/, ''));
    for (const text of ['a = b', 'x-1', 'Caf\u00e9 +', ' leading space', '\u00a0no formula'])
      expect(csvCell(text).startsWith("'")).toBe(false);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23T10:00:00.000Z');
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
  });

  it('writes a header and one row per record, prices with two decimals', () => {
    const text = toCsv(dishCsvColumns, [
      {
        id: 1,
        version: 1,
        menuId: 2,
        name: '=Soup',
        price: 4.5,
        priceMinor: 450,
        currency: 'USD',
        isAvailable: true,
        category: 'STARTER',
      },
    ]);
    expect(text).toBe(
      "ID,Menu ID,Name,Price,Available,Category,Description,Image URL\r\n1,2,'=Soup,4.50,true,STARTER,,\r\n",
    );
    expect(exportFileName('users', new Date('2026-11-23T10:00:00Z'))).toBe('users-2026-11-23.csv');
  });

  it("writes a review's moderation status and its reply's text", () => {
    const review = {
      id: 7,
      version: 1,
      restaurantId: 1,
      restaurantName: 'Casa',
      userId: 4,
      userName: 'Ada L',
      rating: 5,
      text: 'Great',
      status: 'APPROVED' as const,
      createdAt: '2026-01-01T10:00:00.000Z',
    };
    const reply = { text: '=Thanks', authorId: 2, repliedAt: '2026-01-02T10:00:00.000Z' };
    expect(
      toCsv(reviewCsvColumns, [
        { ...review, reply },
        { ...review, id: 8, reply: null },
      ]),
    ).toBe(
      'ID,Created,Restaurant ID,Restaurant,Author ID,Author,Rating,Text,Status,Reply\r\n' +
        "7,2026-01-01T10:00:00.000Z,1,Casa,4,Ada L,5,Great,APPROVED,'=Thanks\r\n" +
        '8,2026-01-01T10:00:00.000Z,1,Casa,4,Ada L,5,Great,APPROVED,\r\n',
    );
  });
});

describe('the reviews status filter', () => {
  it('takes the moderation statuses, repeatable, and names the field otherwise', () => {
    const status = reviewListQueries.list.entries.status;
    expect(v.parse(status, ['PENDING', 'REJECTED'])).toEqual(['PENDING', 'REJECTED']);
    expect(v.parse(status, 'APPROVED')).toEqual(['APPROVED']);
    expect(issues(status, 'pending')).toEqual(['Status must be one of: PENDING, APPROVED, REJECTED']);
    expect(reviewListQueries.facetFields).toEqual(['rating', 'status']);
  });
});
