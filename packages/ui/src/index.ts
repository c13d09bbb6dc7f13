// Public face of @food-admin/ui. Styles: import '@food-admin/ui/styles.css' once at the app root.
// It exports what an app uses; the modules' own constants (timings, skeleton counts, the English
// defaults the strings duplicate) stay in their modules, where the kit's tests import them.
// Tiers: primitives/ (controls and surfaces), patterns/ (composites built on them), layout/ (page chrome).

// Helpers (pure, unit tested)
export { formatPrice, formatRelativeTime, initialOf, fullName } from './lib/format';
export { formatLocaleNumber, parseLocaleNumber } from './lib/locale-number';
export { pagerState, type PagerState } from './lib/pager';
export { isPastScrollThreshold, throttle, type ScrollMetrics, type Throttled } from './lib/infinite-scroll';
export { cx } from './lib/cx';

// Built-in texts (English by default) and their overrides, e.g. a translation
export {
  KitStringsProvider,
  useKitStrings,
  defaultKitStrings,
  type KitStrings,
  type KitStringsProviderProps,
} from './strings';

// Theme: the choice stored in this browser, shown as <html data-theme> (src/theme)
export {
  ThemeProvider,
  useTheme,
  THEME_STORAGE_KEY,
  type Theme,
  type ColorScheme,
  type ThemeState,
  type ThemeProviderProps,
} from './theme';

// Entity shapes the kit renders (structural subsets of the API types)
export type {
  UserRole,
  RestaurantLike,
  MenuLike,
  DishLike,
  UserLike,
  ActivityCategory,
  ActivityLevel,
  ActivityEntryLike,
  AccountLike,
} from './types';

// Primitives
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './primitives/button';
export { IconButton, type IconButtonProps } from './primitives/icon-button';
export { Spinner, type SpinnerProps } from './primitives/spinner';
export { FormField, useFormFieldControl, type FormFieldProps } from './primitives/form-field';
export { Input, type InputProps } from './primitives/input';
export { Textarea, type TextareaProps } from './primitives/textarea';
export { NumberInput, type NumberInputProps } from './primitives/number-input';
export {
  Checkbox,
  CheckboxControl,
  type CheckboxProps,
  type CheckboxControlProps,
} from './primitives/checkbox';
export { Switch, type SwitchProps } from './primitives/switch';
export {
  NativeSelect,
  Select,
  type NativeSelectProps,
  type SelectProps,
  type SelectOption,
} from './primitives/select';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './primitives/segmented-control';
export {
  Badge,
  ActiveBadge,
  AvailabilityBadge,
  OrderTakingBadge,
  type BadgeProps,
  type BadgeTone,
} from './primitives/badge';
export { Avatar, type AvatarProps } from './primitives/avatar';
export { Skeleton, type SkeletonProps } from './primitives/skeleton';
export { Card, type CardProps } from './primitives/card';
export { Modal, type ModalProps } from './primitives/modal';
export { Ltr, ltrText, isolatedText, type LtrProps } from './primitives/ltr';

// Patterns: forms and feedback
export { SearchInput, type SearchInputProps } from './patterns/search-input';
export { Combobox, type ComboboxProps, type ComboboxOption } from './patterns/combobox';
export { ImageInput, isImageFile, type ImageInputProps } from './patterns/image-input';
export { Banner, type BannerProps, type BannerTone } from './patterns/banner';
export { EmptyState, type EmptyStateProps } from './patterns/empty-state';
export {
  Toaster,
  toast,
  type ToasterProps,
  type ToastOptions,
  type ToastAction,
  type ToastTone,
} from './patterns/toaster';

// Patterns: dialogs
export { ConfirmDialog, type ConfirmDialogProps } from './patterns/confirm-dialog';
export {
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictField,
  type ConflictSide,
} from './patterns/conflict-dialog';
export { UserModal, type UserModalProps, type UserModalMode } from './patterns/user-modal';
export {
  CommandPalette,
  commandMatches,
  filterCommandGroups,
  type CommandPaletteProps,
  type CommandPaletteItem,
  type CommandPaletteGroup,
  type CommandPaletteStatus,
} from './patterns/command-palette';
export { errorMessage } from './lib/use-async-action';

// Patterns: data
export type { RenderLink, RenderHrefLink } from './lib/links';
export { Pager, type PagerProps } from './patterns/pager';
export {
  DataTable,
  DataTableFacetedFilter,
  DataTableColumnsMenu,
  DataTableToolbar,
  DataTableExportButton,
  DataTableBulkBar,
  type DataTableProps,
  type DataTableSort,
  type DataTableColumnKind,
  type DataTableColumnMeta,
  type DataTableColumnPriority,
  type ColumnDef,
  type DataTableFacetedFilterProps,
  type FacetOption,
  type DataTableColumnsMenuProps,
  type DataTableToolbarProps,
  type DataTableExportButtonProps,
  type DataTableBulkBarProps,
  type BulkAction,
  type BulkResult,
  type BulkProgress,
} from './patterns/data-table';
export { FilterTabs, type FilterTab, type FilterTabsProps } from './patterns/filter-tabs';
export {
  nextSorting,
  ariaSortOf,
  pageSelectionState,
  withPageSelected,
  withRowSelected,
  selectionNote,
  columnIdOf,
  hideableColumns,
  facetSummary,
  type PageSelectionState,
  type SelectionNote,
} from './lib/data-table';
export { StatCard, type StatCardProps } from './patterns/stat-card';
export { StatGrid, type StatGridProps } from './patterns/stat-grid';
export {
  EntityCard,
  EntityCardMedia,
  CardSkeleton,
  type EntityCardProps,
  type CardSkeletonVariant,
} from './patterns/entity-card';
export { RestaurantCard, type RestaurantCardProps } from './patterns/restaurant-card';
export { MenuCard, type MenuCardProps } from './patterns/menu-card';
export { DishCard, type DishCardProps } from './patterns/dish-card';
export { CardGrid, type CardGridProps } from './patterns/card-grid';

// Patterns: operations
export {
  OrderBoard,
  OrderBoardCard,
  CourierLane,
  type OrderBoardProps,
  type OrderBoardCardProps,
  type OrderBoardCardData,
  type BoardColumn,
  type BoardConnection,
  type BoardCourier,
  type CourierLaneProps,
} from './patterns/order-board';

// Patterns: feed and account
export {
  ActivityFeed,
  ActivityEntryText,
  EMPTY_ACTIVITY_FILTERS,
  type ActivityFeedProps,
  type ActivityFilters,
} from './patterns/activity-feed';
export {
  AccountMenu,
  DeferredAccountMenu,
  type AccountMenuProps,
  type HeaderDestination,
  type RenderHeaderLink,
} from './patterns/account-menu';
export { ThemeToggle, type ThemeToggleProps } from './patterns/theme-toggle';

// Layout
export { AppHeader, type AppHeaderProps, type HeaderRoleLink } from './layout/app-header';
export { PageLayout, type PageLayoutProps } from './layout/page-layout';
export { Footer, type FooterProps } from './layout/footer';
export { AppFrame, type AppFrameProps } from './layout/app-frame';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './layout/breadcrumbs';
export {
  Sidebar,
  NavSheet,
  NavList,
  currentNavItem,
  type SidebarProps,
  type NavSheetProps,
  type NavListProps,
  type NavItem,
  type NavSection,
  type RenderNavLink,
} from './layout/sidebar';
