import type { Dish } from './schemas/dish';
import type { Menu } from './schemas/menu';
import type { Order } from './schemas/orders';
import type { Review } from './schemas/review';
import type { Restaurant } from './schemas/restaurant';
import type { User } from './schemas/user';

/*
 * The CSV every list export answers (docs/api.md#export), written once for the server and the
 * mocks: RFC 4180 quoting, CRLF line ends, and cells a spreadsheet would run as a formula
 * neutralised.
 */

/** One column of an export: its header and how a row's value is read. */
export type CsvColumn<TRow> = { header: string; value: (row: TRow) => unknown };

/**
 * Text a spreadsheet may run as a formula (CSV injection): a formula sign (= + - @, or its
 * full-width form) after any leading white space (spaces, no-break and ideographic spaces, line
 * breaks) or zero-width characters, or a cell that starts with a tab or a carriage return.
 * LibreOffice Calc 7.4 runs ` =1+1` once "Trim spaces" is ticked; the other forms are neutralised
 * for spreadsheets not tried here (docs/api.md#export).
 */
const FORMULA_START = /^(?:[\s\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

/** A value as one CSV cell: empty for null, ISO for dates, `'`-prefixed formulas, quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvHeader<TRow>(columns: readonly CsvColumn<TRow>[]): string {
  return csvLine(columns.map((column) => column.header));
}

export function csvRow<TRow>(columns: readonly CsvColumn<TRow>[], row: TRow): string {
  return csvLine(columns.map((column) => column.value(row)));
}

/** A whole (small) export at once: the mocks and tests; the server streams header and rows. */
export function toCsv<TRow>(columns: readonly CsvColumn<TRow>[], rows: readonly TRow[]): string {
  return csvHeader(columns) + rows.map((row) => csvRow(columns, row)).join('');
}

/** `users-2026-11-23.csv`: the download's name. */
export function exportFileName(list: string, now = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Prices as the database keeps them (2 decimals), whether the row holds a number or numeric text. */
const money = (value: unknown) => (value === null || value === undefined ? '' : Number(value).toFixed(2));

// The columns of each list's export. Rows are the API's entities (the server selects its export
// columns under these names), so a column reads the same field in both.

export const userCsvColumns: CsvColumn<User>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'Email', value: (user) => user.email },
  { header: 'First name', value: (user) => user.firstName },
  { header: 'Last name', value: (user) => user.lastName },
  { header: 'Role', value: (user) => user.role },
  { header: 'Phone', value: (user) => user.phone },
];

export const restaurantCsvColumns: CsvColumn<Restaurant>[] = [
  { header: 'ID', value: (restaurant) => restaurant.id },
  { header: 'Name', value: (restaurant) => restaurant.name },
  { header: 'Address', value: (restaurant) => restaurant.address },
  { header: 'Active', value: (restaurant) => restaurant.isActive },
  { header: 'Owner ID', value: (restaurant) => restaurant.ownerId },
  { header: 'Description', value: (restaurant) => restaurant.description },
  { header: 'Logo URL', value: (restaurant) => restaurant.logoUrl },
];

export const menuCsvColumns: CsvColumn<Menu>[] = [
  { header: 'ID', value: (menu) => menu.id },
  { header: 'Restaurant ID', value: (menu) => menu.restaurantId },
  { header: 'Name', value: (menu) => menu.name },
  { header: 'Active', value: (menu) => menu.isActive },
  { header: 'Description', value: (menu) => menu.description },
];

export const dishCsvColumns: CsvColumn<Dish>[] = [
  { header: 'ID', value: (dish) => dish.id },
  { header: 'Menu ID', value: (dish) => dish.menuId },
  { header: 'Name', value: (dish) => dish.name },
  { header: 'Price', value: (dish) => money(dish.price) },
  { header: 'Available', value: (dish) => dish.isAvailable },
  { header: 'Category', value: (dish) => dish.category },
  { header: 'Description', value: (dish) => dish.description },
  { header: 'Image URL', value: (dish) => dish.imageUrl },
];

export const orderCsvColumns: CsvColumn<Order>[] = [
  { header: 'ID', value: (order) => order.id },
  { header: 'Created', value: (order) => order.createdAt },
  { header: 'Restaurant ID', value: (order) => order.restaurantId },
  { header: 'Restaurant', value: (order) => order.restaurantName },
  { header: 'Customer ID', value: (order) => order.customerId },
  { header: 'Customer', value: (order) => order.customerName },
  { header: 'Courier ID', value: (order) => order.courierId },
  { header: 'Courier', value: (order) => order.courierName },
  { header: 'Status', value: (order) => order.status },
  { header: 'Total', value: (order) => money(order.total) },
];

export const reviewCsvColumns: CsvColumn<Review>[] = [
  { header: 'ID', value: (review) => review.id },
  { header: 'Created', value: (review) => review.createdAt },
  { header: 'Restaurant ID', value: (review) => review.restaurantId },
  { header: 'Restaurant', value: (review) => review.restaurantName },
  { header: 'Author ID', value: (review) => review.userId },
  { header: 'Author', value: (review) => review.userName },
  { header: 'Rating', value: (review) => review.rating },
  { header: 'Text', value: (review) => review.text },
  { header: 'Status', value: (review) => review.status },
  { header: 'Reply', value: (review) => review.reply?.text },
];
