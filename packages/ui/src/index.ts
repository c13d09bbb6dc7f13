// Public face of @food-admin/ui. Styles: import '@food-admin/ui/styles.css' once at the app root.

// Helpers (pure, unit tested)
export { formatPrice, formatRelativeTime, initialOf, fullName } from './lib/format';
export { pagerState, type PagerState } from './lib/pager';
export {
  isPastScrollThreshold,
  throttle,
  INFINITE_SCROLL_THRESHOLD,
  INFINITE_SCROLL_THROTTLE_MS,
  type ScrollMetrics,
  type Throttled,
} from './lib/infinite-scroll';
export { cx } from './lib/cx';

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

// Basics
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { FormField, useFormFieldControl, type FormFieldProps } from './components/FormField';
export { Input, type InputProps } from './components/Input';
export { Textarea, type TextareaProps } from './components/Textarea';
export { NumberInput, type NumberInputProps } from './components/NumberInput';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Switch, type SwitchProps } from './components/Switch';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { SearchInput, SEARCH_DEBOUNCE_MS, type SearchInputProps } from './components/SearchInput';
export { Badge, ActiveBadge, AvailabilityBadge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Banner, type BannerProps, type BannerTone } from './components/Banner';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Card, type CardProps } from './components/Card';
export { Footer, COPYRIGHT_YEAR, type FooterProps } from './components/Footer';
export { PageLayout, type PageLayoutProps } from './components/PageLayout';

// Dialogs
export { Modal, type ModalProps } from './components/Modal';
export { ConfirmDialog, CONFIRM_DELETION_TITLE, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  UserModal,
  USER_ROLE_OPTIONS,
  type UserModalProps,
  type UserModalMode,
} from './components/UserModal';
export { errorMessage } from './lib/use-async-action';

// Data
export type { RenderLink } from './lib/links';
export { Pager, type PagerProps } from './components/Pager';
export { DataTable, type DataTableProps, type ColumnDef } from './components/DataTable';
export { StatCard, type StatCardProps } from './components/StatCard';
export {
  EntityCard,
  EntityCardMedia,
  CardSkeleton,
  type EntityCardProps,
  type CardSkeletonVariant,
} from './components/EntityCard';
export { RestaurantCard, type RestaurantCardProps } from './components/RestaurantCard';
export { MenuCard, type MenuCardProps } from './components/MenuCard';
export { DishCard, type DishCardProps } from './components/DishCard';
export { CardGrid, CARD_GRID_SKELETON_COUNT, type CardGridProps } from './components/CardGrid';
export { ImageInput, isImageFile, IMAGE_ONLY_MESSAGE, type ImageInputProps } from './components/ImageInput';
export { StatGrid } from './components/StatGrid';

// Feed and app chrome
export {
  ActivityFeed,
  ActivityEntryText,
  ACTIVITY_CATEGORY_OPTIONS,
  ACTIVITY_LEVEL_OPTIONS,
  ACTIVITY_SKELETON_ROWS,
  EMPTY_ACTIVITY_FILTERS,
  type ActivityFeedProps,
  type ActivityFilters,
} from './components/ActivityFeed';
export {
  AccountMenu,
  type AccountMenuProps,
  type HeaderDestination,
  type RenderHeaderLink,
} from './components/AccountMenu';
export { AppHeader, type AppHeaderProps } from './components/AppHeader';
export {
  ThemeToggle,
  useTheme,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeToggleProps,
} from './components/ThemeToggle';
