// Compile-time check, no runtime code: the kit keeps its own structural types so other apps can
// install it without our API (docs/architecture.md#boundaries); these lines fail the type-check the
// moment the kit's copies and the contract's shapes drift apart.
import type {
  ActivityCategory,
  ActivityLevel,
  ActivityLogEntry,
  Dish,
  Menu,
  Restaurant,
  Role,
  User,
} from '@food-admin/api-client';
import type {
  ActivityCategory as KitActivityCategory,
  ActivityEntryLike,
  ActivityLevel as KitActivityLevel,
  DishLike,
  MenuLike,
  RestaurantLike,
  UserLike,
  UserRole,
} from '@food-admin/ui';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The enumerations are the same sets, both ways. */
export const sameEnumerations: [
  Same<Role, UserRole>,
  Same<ActivityCategory, KitActivityCategory>,
  Same<ActivityLevel, KitActivityLevel>,
] = [true, true, true];

/** API objects go into the kit's components as they are. */
export type ApiObjectsFitTheKit = [
  Restaurant extends RestaurantLike ? true : never,
  Menu extends MenuLike ? true : never,
  Dish extends DishLike ? true : never,
  User extends UserLike ? true : never,
  ActivityLogEntry extends ActivityEntryLike ? true : never,
];
export const apiObjectsFitTheKit: ApiObjectsFitTheKit = [true, true, true, true, true];
