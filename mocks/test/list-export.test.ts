import {
  callPath,
  NOT_AN_EXPORT_MESSAGE,
  contract,
  dishCsvColumns,
  exportFileName,
  menuCsvColumns,
  orderCsvColumns,
  restaurantCsvColumns,
  reviewCsvColumns,
  toCsv,
  userCsvColumns,
  type CsvColumn,
  type Page,
} from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { mockDb, mockEndpoint, overrides, routePattern } from '../src/index';
import { apiError, mockClient, server, useMockApi } from './support';

useMockApi();
const api = mockClient();

async function download(path: string) {
  const response = await fetch(`http://localhost:8080${path}`);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    cacheControl: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

const attachment = (list: string) => `attachment; filename="${exportFileName(list)}"`;

type ExportCase = {
  name: string;
  path: string;
  list: string;
  /** The same query's rows from the paged list, all on one page. */
  expected: () => Promise<string>;
};

const exportCase = <TRow>(
  name: string,
  path: string,
  list: string,
  columns: readonly CsvColumn<TRow>[],
  page: () => Promise<Page<TRow>>,
): ExportCase => ({
  name,
  path,
  list,
  expected: async () => toCsv(columns, (await page()).content),
});

const CASES: ExportCase[] = [
  exportCase(
    'users',
    '/admin/users/export?role=ADMIN&role=COURIER&sort=email,desc',
    'users',
    userCsvColumns,
    () => api.admin.users({ query: { role: ['ADMIN', 'COURIER'], sort: ['email,desc'], size: 100 } }),
  ),
  exportCase('orders, newest first', '/admin/orders/export', 'orders', orderCsvColumns, () =>
    api.admin.orders({ query: { size: 100 } }),
  ),
  exportCase(
    'orders, filtered and sorted',
    '/admin/orders/export?status=DELIVERED&search=a&sort=restaurantName,asc&sort=total,desc',
    'orders',
    orderCsvColumns,
    () =>
      api.admin.orders({
        query: { status: ['DELIVERED'], search: 'a', sort: ['restaurantName,asc', 'total,desc'], size: 100 },
      }),
  ),
  exportCase(
    'reviews',
    '/admin/reviews/export?rating=4&rating=5&sort=rating,asc',
    'reviews',
    reviewCsvColumns,
    () => api.admin.reviews({ query: { rating: [4, 5], sort: ['rating,asc'], size: 100 } }),
  ),
  exportCase(
    'restaurants',
    '/api/restaurants/export?isActive=true&sort=address,desc',
    'restaurants',
    restaurantCsvColumns,
    () => api.restaurants.list({ query: { isActive: [true], sort: ['address,desc'], size: 100 } }),
  ),
  exportCase('menus', '/api/menus/export?sort=name,asc', 'menus', menuCsvColumns, () =>
    api.menus.list({ query: { sort: ['name,asc'], size: 100 } }),
  ),
  exportCase(
    "a restaurant's menus",
    '/api/restaurants/4/menus/export?isActive=false',
    'menus',
    menuCsvColumns,
    () => api.menus.byRestaurant({ params: { restaurantId: 4 }, query: { isActive: [false] } }),
  ),
  exportCase(
    "a menu's dishes",
    '/api/menus/1/dishes/export?available=true&sort=price,desc&sort=name,asc',
    'dishes',
    dishCsvColumns,
    () =>
      api.dishes.byMenu({
        params: { menuId: 1 },
        query: { available: [true], sort: ['price,desc', 'name,asc'], size: 100 },
      }),
  ),
];

describe('export', () => {
  it.each(CASES)('$name: every matching row as CSV, in the list order, as a download', async (exportCase) => {
    const answer = await download(exportCase.path);
    expect(answer).toEqual({
      status: 200,
      contentType: 'text/csv; charset=utf-8',
      disposition: attachment(exportCase.list),
      cacheControl: 'no-store',
      text: await exportCase.expected(),
    });
    expect(exportCase.list).toMatch(/^(users|restaurants|menus|dishes|orders|reviews)$/);
  });

  it('is not paged: every row, and page and size are refused as parameters it does not take', async () => {
    const answer = await download('/admin/orders/export');
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Created,Restaurant ID,Restaurant,Customer ID,Customer,Courier ID,Courier,Status,Total',
    );
    expect(lines).toHaveLength(1 + mockDb.orders.count() + 1); // header, rows, the empty text after the last CRLF
    expect(lines.at(-1)).toBe('');
    const paged = await download('/admin/orders/export?page=1&size=5');
    expect(paged.status).toBe(400);
    expect(Object.keys((JSON.parse(paged.text) as { fieldErrors: object }).fieldErrors)).toEqual([
      'page',
      'size',
    ]);
  });

  it("orders like the list: ties broken by the id in the last term's direction", async () => {
    const firstCells = (text: string) =>
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
    // Inactive restaurants are #6, #12, #18, #24: last under isActive,desc, the id descending too.
    const desc = firstCells((await download('/api/restaurants/export?sort=isActive,desc')).text);
    expect(desc.slice(-4)).toEqual([24, 18, 12, 6]);
    const asc = firstCells((await download('/api/restaurants/export?sort=isActive,asc')).text);
    expect(asc.slice(0, 4)).toEqual([6, 12, 18, 24]);
    expect(desc).toEqual([...asc].reverse());
  });

  it('writes prices with 2 decimals, empty cells for null, quotes cells with commas', async () => {
    mockDb.dishes.update(1, { price: 16, description: null, name: 'Carbonara, classic "Roman"' });
    const answer = await download('/api/menus/1/dishes/export');
    expect(answer.text.split('\r\n')[1]).toBe(
      `1,1,"Carbonara, classic ""Roman""",16.00,true,${mockDb.dishes.find(1)?.category ?? ''},,${mockDb.dishes.find(1)?.imageUrl ?? ''}`,
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    mockDb.users.update(4, { firstName: '=HYPERLINK("http://evil.test","x")', lastName: '+1', phone: '-2' });
    const answer = await download('/admin/users/export?search=olivia.martin');
    expect(answer.text).toBe(
      'ID,Email,First name,Last name,Role,Phone\r\n' +
        `4,olivia.martin@example.com,"'=HYPERLINK(""http://evil.test"",""x"")",'+1,CUSTOMER,'-2\r\n`,
    );
  });

  it('answers only the header when nothing matches', async () => {
    const answer = await download('/admin/reviews/export?search=zzz-no-match');
    expect(answer.text).toBe(
      'ID,Created,Restaurant ID,Restaurant,Author ID,Author,Rating,Text,Status,Reply\r\n',
    );
    expect(answer.status).toBe(200);
  });

  it('the client receives the CSV text', async () => {
    const csv = await api.admin.usersExport({ query: { role: ['ADMIN'] } });
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['1', '10', '18', '26', '34']);
    expect(await api.dishes.byMenuExport({ params: { menuId: 2 } })).toBe(
      toCsv(
        dishCsvColumns,
        mockDb.dishes.all().filter((dish) => dish.menuId === 2),
      ),
    );
  });

  it("links an export as a data: URL holding the export's CSV, and refuses what is no export", async () => {
    const linkTo = async (path: string) => (await api.downloads.createLink({ body: { path } })).url;
    const prefix = 'data:text/csv;charset=utf-8,';
    const admins = await linkTo(await callPath('admin.usersExport', { query: { role: ['ADMIN'] } }));
    expect(admins.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(admins.slice(prefix.length))).toBe(
      await api.admin.usersExport({ query: { role: ['ADMIN'] } }),
    );
    const dishes = await linkTo(await callPath('dishes.byMenuExport', { params: { menuId: 2 } }));
    expect(decodeURIComponent(dishes.slice(prefix.length))).toBe(
      await api.dishes.byMenuExport({ params: { menuId: 2 } }),
    );
    expect(await apiError(linkTo('/admin/users'))).toMatchObject({
      status: 400,
      fieldErrors: { path: [NOT_AN_EXPORT_MESSAGE] },
    });
    // The export's own refusal, at once.
    expect(await apiError(linkTo('/api/restaurants/999/menus/export'))).toMatchObject({ status: 404 });
  });

  it('answers 404 for unknown parents, like their lists', async () => {
    expect(await apiError(api.menus.byRestaurantExport({ params: { restaurantId: 999 } }))).toMatchObject({
      status: 404,
      message: 'Restaurant not found',
    });
    expect(await apiError(api.dishes.byMenuExport({ params: { menuId: 999 } }))).toMatchObject({
      status: 404,
      message: 'Menu not found',
    });
  });

  it('/api/restaurants/export and /api/menus/export are not taken by `/{id}`', async () => {
    expect((await download('/api/restaurants/export')).text.split('\r\n')).toHaveLength(
      mockDb.restaurants.count() + 2,
    );
    expect((await download('/api/menus/export')).status).toBe(200);
  });

  it('a resolver may answer the CSV text itself: it is sent as is with the entry content type', async () => {
    const endpoint = mockEndpoint(
      contract.admin.reviewsExport,
      () => 'ID\r\n',
      () => '',
    );
    server.use(http.get(routePattern(endpoint.path), endpoint.resolve));
    expect(await download('/admin/reviews/export')).toEqual({
      status: 200,
      contentType: 'text/csv; charset=utf-8',
      disposition: null,
      cacheControl: null,
      text: 'ID\r\n',
    });
  });

  it('overrides.empty answers the header only, still as a download', async () => {
    server.use(overrides.empty('usersExport'), overrides.empty('GET /admin/users/facets'));
    expect(await download('/admin/users/export')).toEqual({
      status: 200,
      contentType: 'text/csv; charset=utf-8',
      disposition: attachment('users'),
      cacheControl: 'no-store',
      text: 'ID,Email,First name,Last name,Role,Phone\r\n',
    });
    expect(await api.admin.userFacets()).toEqual({ role: [] });
  });
});
