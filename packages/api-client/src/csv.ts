import { decimalOf, minorOf, minorOfAmount } from './money/money';
import type { RefundListItem } from './money/refund-list';
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

/**
 * One column of an export: its header, the row's field it shows (the server selects its export
 * under these names, docs/api.md#lists) and, where the cell is not the value itself, how it is
 * written.
 */
export type CsvColumn<TRow> = {
  [TField in keyof TRow & string]: {
    header: string;
    field: TField;
    format?: (value: TRow[TField]) => unknown;
  };
}[keyof TRow & string];

/** A list's columns, typed by its row and keeping each column's field name (ListCsvFields). */
export const csvColumns =
  <TRow>() =>
  <const TColumns extends readonly CsvColumn<TRow>[]>(
    columns: TColumns,
  ): TColumns & readonly CsvColumn<TRow>[] =>
    columns;

/** The cell's value: the field, formatted where the column says so. */
function cellValue<TRow>(column: CsvColumn<TRow>, row: TRow): unknown {
  const value = row[column.field];
  return column.format === undefined ? value : (column.format as (value: unknown) => unknown)(value);
}

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

export function csvRow<TRow>(columns: readonly CsvColumn<TRow>[], row: NoInfer<TRow>): string {
  return csvLine(columns.map((column) => cellValue(column, row)));
}

/** A whole (small) export at once: the mocks and tests; the server streams header and rows. */
export function toCsv<TRow>(columns: readonly CsvColumn<TRow>[], rows: readonly NoInfer<TRow>[]): string {
  return csvHeader(columns) + rows.map((row) => csvRow(columns, row)).join('');
}

/** `users-2026-11-23.csv`: the download's name. */
export function exportFileName(list: string, now = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Prices as the database keeps them (2 decimals), whether the row holds a number or numeric text. */
/** An amount with its two decimals, from the database's text exactly (or a number's decimal text). */
const money = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : decimalOf(typeof value === 'string' ? minorOf(value) : minorOfAmount(Number(value)));

// The columns of each list's export. Rows are the API's entities (the server selects its export
// columns under these names), so a column reads the same field in both.

export const userCsvColumns = csvColumns<User>()([
  { header: 'ID', field: 'id' },
  { header: 'Email', field: 'email' },
  { header: 'First name', field: 'firstName' },
  { header: 'Last name', field: 'lastName' },
  { header: 'Role', field: 'role' },
  { header: 'Phone', field: 'phone' },
]);

export const restaurantCsvColumns = csvColumns<Restaurant>()([
  { header: 'ID', field: 'id' },
  { header: 'Name', field: 'name' },
  { header: 'Address', field: 'address' },
  { header: 'Active', field: 'isActive' },
  { header: 'Owner ID', field: 'ownerId' },
  { header: 'Description', field: 'description' },
  { header: 'Logo URL', field: 'logoUrl' },
]);

export const menuCsvColumns = csvColumns<Menu>()([
  { header: 'ID', field: 'id' },
  { header: 'Restaurant ID', field: 'restaurantId' },
  { header: 'Name', field: 'name' },
  { header: 'Active', field: 'isActive' },
  { header: 'Description', field: 'description' },
]);

export const dishCsvColumns = csvColumns<Dish>()([
  { header: 'ID', field: 'id' },
  { header: 'Menu ID', field: 'menuId' },
  { header: 'Name', field: 'name' },
  { header: 'Price', field: 'price', format: money },
  { header: 'Available', field: 'isAvailable' },
  { header: 'Category', field: 'category' },
  { header: 'Description', field: 'description' },
  { header: 'Image URL', field: 'imageUrl' },
]);

export const orderCsvColumns = csvColumns<Order>()([
  { header: 'ID', field: 'id' },
  { header: 'Created', field: 'createdAt' },
  { header: 'Restaurant ID', field: 'restaurantId' },
  { header: 'Restaurant', field: 'restaurantName' },
  { header: 'Customer ID', field: 'customerId' },
  { header: 'Customer', field: 'customerName' },
  { header: 'Courier ID', field: 'courierId' },
  { header: 'Courier', field: 'courierName' },
  { header: 'Status', field: 'status' },
  { header: 'Total', field: 'total', format: money },
]);

export const reviewCsvColumns = csvColumns<Review>()([
  { header: 'ID', field: 'id' },
  { header: 'Created', field: 'createdAt' },
  { header: 'Restaurant ID', field: 'restaurantId' },
  { header: 'Restaurant', field: 'restaurantName' },
  { header: 'Author ID', field: 'userId' },
  { header: 'Author', field: 'userName' },
  { header: 'Rating', field: 'rating' },
  { header: 'Text', field: 'text' },
  { header: 'Status', field: 'status' },
  { header: 'Reply', field: 'reply', format: (reply) => reply?.text },
]);

/** Refunds (the finance list): the amount as its exact decimal, never a float. */
export const refundCsvColumns = csvColumns<RefundListItem>()([
  { header: 'ID', field: 'id' },
  { header: 'Order ID', field: 'orderId' },
  { header: 'Restaurant', field: 'restaurantName' },
  { header: 'Created', field: 'createdAt' },
  { header: 'Status', field: 'status' },
  { header: 'Reason', field: 'reason' },
  { header: 'Bearer', field: 'bearer' },
  { header: 'Method', field: 'method' },
  { header: 'Amount', field: 'amountMinor', format: (minor) => decimalOf(Number(minor)) },
  { header: 'Currency', field: 'currency' },
  { header: 'Created by', field: 'createdByName' },
  { header: 'Decided by', field: 'decidedByName' },
  { header: 'Decided', field: 'decidedAt' },
  { header: 'Note', field: 'note' },
]);
