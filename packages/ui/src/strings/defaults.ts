import { formatMoney, formatPrice, formatRelativeTime } from '../lib/format';
import type { BoardStrings } from './board-strings';
import { formatCount } from './english';

/**
 * Every text the kit writes itself (headings, button labels, accessible names, placeholders,
 * announcements), and the formats it shows numbers, prices and times in. A text with values is a
 * function. English by default (`defaultKitStrings`); an app replaces any of them through
 * `KitStringsProvider`, and a component prop that names a text (a title, a label) still wins over it.
 */
/*
 * The order board's texts (BoardStrings) are optional here: their English lives with the board
 * (patterns/order-board/board-strings.ts), so only the pages that show it load it; a translation
 * gives them through KitStringsProvider like the rest.
 */
export interface KitStrings extends Partial<BoardStrings> {
  // Shared words
  /** A dialog's close button, a Close button. */
  close: string;
  cancel: string;
  confirm: string;
  save: string;
  edit: string;
  delete: string;
  /** The button of a failed load (Banner's `onRetry`). */
  retry: string;
  /** Removes a value (an image). */
  remove: string;
  /** Clears a selection (the bulk bar). */
  clear: string;
  /** A spinner's announcement. */
  loading: string;
  /** The spinner under a list whose next page is loading. */
  loadingMore: string;
  /** The next page of a feed. */
  loadMore: string;
  /** The "no filter" option of a select. */
  all: string;
  /** What a failure without a message of its own shows. */
  somethingWentWrong: string;
  /**
   * The text of a failed action a dialog shows (Confirm, Save): an app gives its own to show its
   * API's errors in the reader's language; without it, the error's message.
   */
  describeError?: (error: unknown) => string;
  /** The product's name, next to the header's logo and in the footer. */
  productName: string;

  // Formats
  /**
   * The language numbers are typed and shown in (a BCP 47 tag): NumberInput reads `1,5` as 1.5 in
   * `fr` and writes 1.5 as `1,50` there (`parseLocaleNumber`, `formatLocaleNumber`). `en-US`.
   */
  locale: string;
  /** A count (stat cards): `12,480`. */
  formatCount: (value: number) => string;
  /** A price: `$12.50`. */
  formatPrice: (price: number) => string;
  /** An amount in cents of a currency (ISO 4217): `formatMoney(1250, 'USD')` is `$12.50`. */
  formatMoney: (minor: number, currency: string) => string;
  /** An average rating, one decimal: `4.3`. */
  formatRating: (rating: number) => string;
  /** A past time relative to `now`: `5 minutes ago`. */
  formatRelativeTime: (date: Date | string | number, now: Date | number) => string;

  // Badges
  active: string;
  inactive: string;
  available: string;
  unavailable: string;
  /** A restaurant taking orders now. */
  openNow: string;
  /** A restaurant whose orders are paused for a while. */
  paused: string;
  /** A restaurant taking no orders now (outside its hours, switched off, no menu). */
  closed: string;

  // Domain labels (our roles, activity categories and levels; another value is shown as it is)
  /** A user role's label: `ADMIN` -> `Admin`. */
  roleLabel: (role: string) => string;
  /** An activity category's label: `USER` -> `User`. */
  activityCategoryLabel: (category: string) => string;
  /** A feed entry's category badge: the category as it is (`USER`) in English. */
  activityCategoryBadge: (category: string) => string;
  /** An activity level's label: `WARN` -> `Warning`. */
  activityLevelLabel: (level: string) => string;

  // Pager
  /** The pager's landmark name. */
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  /** `1 result`, `27 results` (the pager, the command palette). */
  resultCount: (count: number) => string;

  // Data table and its toolbar
  /** The row actions column's header. */
  actions: string;
  selectAllOnPage: string;
  /** A row checkbox's name, with the row's name (`getRowLabel`) or `rowName(id)`. */
  selectRow: (name: string) => string;
  rowName: (id: string) => string;
  /** Announced when the whole page is selected and more rows match. */
  selectionPageAnnouncement: (pageCount: number, totalItems: number) => string;
  /** Announced when every matching row is selected. */
  selectionAllAnnouncement: (totalItems: number) => string;
  selectionPage: (pageCount: number) => string;
  selectAllMatching: (totalItems: number) => string;
  selectionAll: (totalItems: number) => string;
  clearSelection: string;
  noResults: string;
  noResultsDescription: string;
  /** `3 selected` (the bulk bar, a faceted filter with many values chosen). */
  selectedCount: (count: number) => string;
  bulkActions: string;
  applying: string;
  /** The bulk bar while an action reports its progress: `Applying… 3,000 of 10,000`. */
  applyingProgress: (done: number, total: number) => string;
  bulkResult: (changed: number, refused: number) => string;
  /** The list of the rows an action refused. */
  refused: string;
  columns: string;
  showColumns: string;
  /** A faceted filter's accessible name: `Filter by Role: Admin, Courier`. */
  filterBy: (title: string, chosen: readonly string[]) => string;
  clearFilter: string;
  exportCsv: string;
  exporting: string;

  // Form fields
  /** A field's character counter as shown: `12/120`. */
  characterCount: (length: number, max: number) => string;
  /** The same for a screen reader: `12 of at most 120 characters`. */
  characterCountLabel: (length: number, max: number) => string;

  // Dialogs
  /** ConfirmDialog's default title (docs/requirements.md#req-confirm-delete). */
  confirmDeletion: string;
  /** ConfirmDialog's description when it has no message. */
  cannotBeUndone: string;
  userDetails: string;
  editUser: string;
  deleteUserMessage: (name: string, email: string) => string;
  id: string;
  name: string;
  email: string;
  role: string;
  phone: string;
  roleHint: string;
  conflictDeletedTitle: (what: string) => string;
  conflictDeletedMessage: (what: string) => string;
  conflictTitle: string;
  /** `changedBy` absent: someone else. */
  conflictMessage: (what: string, changedBy?: string) => string;
  conflictTakeTheirs: string;
  conflictMerge: string;
  conflictKeepMine: string;
  conflictSame: string;
  conflictChangedFields: string;
  conflictField: string;
  conflictYours: string;
  conflictTheirs: string;
  /** An empty value. */
  conflictEmpty: string;
  /** A radio's name: `Yours: Pizza Palace`. */
  conflictChoice: (side: string, value: string) => string;

  // Command palette
  paletteTitle: string;
  paletteInputLabel: string;
  palettePlaceholder: string;
  paletteError: string;
  paletteSearching: string;
  paletteNoResults: (query: string) => string;
  paletteSuggestions: string;
  paletteMoveHint: string;
  paletteOpenHint: string;
  paletteCloseHint: string;
  keyEnter: string;
  keyEscape: string;

  // Forms
  clearSearch: string;
  imageOnly: string;
  imageHint: string;
  imageDropHint: string;
  imagePreview: (label: string) => string;
  chooseImage: string;
  replaceImage: string;
  uploadProgress: string;

  // Cards
  noDescription: string;
  viewDishes: string;
  /** After View dishes, for assistive technology: `of Lunch`. */
  viewDishesOf: (menu: string) => string;
  reviewCount: (count: number) => string;
  /** `reviews` is `reviewCount(n)`. */
  ratedOutOf5: (rating: string, reviews: string) => string;

  // Feed
  activityTitle: string;
  activityCategory: string;
  activityLevel: string;
  activitySearch: string;
  activityEntries: string;
  activityNoMatches: string;
  activityEmpty: string;
  /** `[LOGIN] User signed in by ada`. */
  activityBy: string;

  // App chrome
  /** The account menu's trigger without a name; the header's account landmark. */
  account: string;
  profile: string;
  settings: string;
  logout: string;
  adminPanel: string;
  myRestaurants: string;
  login: string;
  register: string;
  switchTheme: (theme: 'light' | 'dark') => string;
  notifications: string;
  closeToast: string;
  breadcrumb: string;
  copyright: (year: number, owner: string) => string;
  /** The sidebar's and the navigation sheet's landmark name. */
  mainNavigation: string;
  expandSidebar: string;
  collapseSidebar: string;
  openNavigation: string;
  navigation: string;
  closeNavigation: string;
}

const ROLE_LABELS: Record<string, string> = {
  CUSTOMER: 'Customer',
  RESTAURANT: 'Restaurant',
  COURIER: 'Courier',
  ADMIN: 'Admin',
};

const CATEGORY_LABELS: Record<string, string> = {
  USER: 'User',
  RESTAURANT: 'Restaurant',
  ORDER: 'Order',
  REVIEW: 'Review',
  GENERAL: 'General',
  DISH: 'Dish',
};

const LEVEL_LABELS: Record<string, string> = { INFO: 'Info', WARN: 'Warning', ERROR: 'Error' };

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The kit's English texts: what every component shows without a `KitStringsProvider`. */
export const defaultKitStrings: KitStrings = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  retry: 'Retry',
  remove: 'Remove',
  clear: 'Clear',
  loading: 'Loading',
  loadingMore: 'Loading more',
  loadMore: 'Load more',
  all: 'All',
  somethingWentWrong: 'Something went wrong. Please try again.',
  productName: 'Food Admin',

  locale: 'en-US',
  formatCount,
  formatPrice,
  formatMoney: (minor, currency) => formatMoney('en-US', minor, currency),
  formatRating: (rating) => rating.toFixed(1),
  formatRelativeTime,

  active: 'Active',
  inactive: 'Inactive',
  available: 'Available',
  unavailable: 'Unavailable',
  openNow: 'Open now',
  paused: 'Paused',
  closed: 'Closed',

  roleLabel: (role) => ROLE_LABELS[role] ?? role,
  activityCategoryLabel: (category) => CATEGORY_LABELS[category] ?? category,
  activityCategoryBadge: (category) => category,
  activityLevelLabel: (level) => LEVEL_LABELS[level] ?? level,

  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  resultCount: (count) => plural(count, 'result', 'results'),

  actions: 'Actions',
  selectAllOnPage: 'Select all rows on this page',
  selectRow: (name) => `Select ${name}`,
  rowName: (id) => `row ${id}`,
  selectionPageAnnouncement: (pageCount, totalItems) =>
    `All ${pageCount} rows on this page are selected; all ${totalItems} matching rows can be selected.`,
  selectionAllAnnouncement: (totalItems) => `All ${totalItems} matching rows are selected.`,
  selectionPage: (pageCount) => `All ${pageCount} on this page are selected.`,
  selectAllMatching: (totalItems) => `Select all ${totalItems} matching`,
  selectionAll: (totalItems) => `All ${totalItems} matching are selected.`,
  clearSelection: 'Clear selection',
  noResults: 'No results',
  noResultsDescription: 'Nothing matches the current search.',
  selectedCount: (count) => `${count} selected`,
  bulkActions: 'Bulk actions',
  applying: 'Applying…',
  applyingProgress: (done, total) => `Applying… ${formatCount(done)} of ${formatCount(total)}`,
  bulkResult: (changed, refused) =>
    refused > 0 ? `${changed} changed, ${refused} refused` : `${changed} changed`,
  refused: 'Refused',
  columns: 'Columns',
  showColumns: 'Show columns',
  filterBy: (title, chosen) => `Filter by ${title}${chosen.length > 0 ? `: ${chosen.join(', ')}` : ''}`,
  clearFilter: 'Clear filter',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',

  characterCount: (length, max) => `${length}/${max}`,
  characterCountLabel: (length, max) => `${length} of at most ${max} characters`,

  confirmDeletion: 'Confirm deletion',
  cannotBeUndone: 'This cannot be undone.',
  userDetails: 'User details',
  editUser: 'Edit user',
  deleteUserMessage: (name, email) => `Delete user ${name} (${email})? This cannot be undone.`,
  id: 'ID',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  phone: 'Phone',
  roleHint: 'Only the role can be changed.',
  conflictDeletedTitle: (what) => `This ${what} was deleted`,
  conflictDeletedMessage: (what) =>
    `Someone deleted this ${what} while you were editing it. Your changes were not saved.`,
  conflictTitle: 'Someone else saved changes',
  conflictMessage: (what, changedBy) =>
    `This ${what} was changed${changedBy ? ` by ${changedBy}` : ' by someone else'} since you opened it. Choose what to keep.`,
  conflictTakeTheirs: 'Take theirs',
  conflictMerge: 'Merge',
  conflictKeepMine: 'Keep mine',
  conflictSame: 'Your values and theirs are the same; saving keeps them.',
  conflictChangedFields: 'Changed fields',
  conflictField: 'Field',
  conflictYours: 'Yours',
  conflictTheirs: 'Theirs',
  conflictEmpty: '(empty)',
  conflictChoice: (side, value) => `${side}: ${value}`,

  paletteTitle: 'Command palette',
  paletteInputLabel: 'Search pages, actions and records',
  palettePlaceholder: 'Type a command or search…',
  paletteError: 'Search failed. Pages and actions still work.',
  paletteSearching: 'Searching…',
  paletteNoResults: (query) => `No results for “${query}”`,
  paletteSuggestions: 'Suggestions',
  paletteMoveHint: 'to move',
  paletteOpenHint: 'to open',
  paletteCloseHint: 'to close',
  keyEnter: 'Enter',
  keyEscape: 'Esc',

  clearSearch: 'Clear search',
  imageOnly: 'Please choose an image file',
  imageHint: 'PNG, JPG, WebP or GIF.',
  imageDropHint: 'Or drop a file here.',
  imagePreview: (label) => `${label} preview`,
  chooseImage: 'Choose image',
  replaceImage: 'Replace image',
  uploadProgress: 'Upload progress',

  noDescription: 'No description',
  viewDishes: 'View dishes',
  viewDishesOf: (menu) => `of ${menu}`,
  reviewCount: (count) => plural(count, 'review', 'reviews'),
  ratedOutOf5: (rating, reviews) => `Rated ${rating} out of 5 from ${reviews}`,

  activityTitle: 'Recent Activity',
  activityCategory: 'Category',
  activityLevel: 'Level',
  activitySearch: 'Search activity',
  activityEntries: 'Activity entries',
  activityNoMatches: 'No activity matches these filters.',
  activityEmpty: 'No activity yet.',
  activityBy: 'by',

  account: 'Account',
  profile: 'Profile',
  settings: 'Settings',
  logout: 'Logout',
  adminPanel: 'Admin Panel',
  myRestaurants: 'My Restaurants',
  login: 'Login',
  register: 'Register',
  switchTheme: (theme) => `Switch to ${theme} theme`,
  notifications: 'Notifications',
  closeToast: 'Close toast',
  breadcrumb: 'Breadcrumb',
  copyright: (year, owner) => `© ${year} ${owner}. All rights reserved.`,
  mainNavigation: 'Main',
  expandSidebar: 'Expand sidebar',
  collapseSidebar: 'Collapse sidebar',
  openNavigation: 'Open navigation',
  navigation: 'Navigation',
  closeNavigation: 'Close navigation',
};
