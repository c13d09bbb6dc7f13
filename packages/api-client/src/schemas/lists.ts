import { DISH_CATEGORIES } from './dish';
import { ORDER_STATUSES } from './orders';
import { REVIEW_STATUSES } from './review';
import { ROLES } from './user';
import {
  BooleanFilterSchema,
  DateFilterSchema,
  EnumFilterSchema,
  IntegerFilterSchema,
  listQueries,
} from './list-query';

// What each list can be sorted and filtered by (docs/api.md#lists). Adding a field here adds it to
// the client's types, the server's validation, the OpenAPI document and the mocks; the server
// module maps it to a column (and the migration gives that column an index).

export const userListQueries = listQueries({
  sort: ['email', 'firstName', 'lastName', 'role'],
  filters: { role: EnumFilterSchema(ROLES, 'Role') },
  facets: ['role'],
});

export const restaurantListQueries = listQueries({
  sort: ['name', 'address', 'isActive'],
  filters: { isActive: BooleanFilterSchema('isActive'), ownerId: IntegerFilterSchema('ownerId') },
  facets: ['isActive'],
});

export const menuListQueries = listQueries({
  sort: ['name'],
  filters: { isActive: BooleanFilterSchema('isActive') },
  facets: ['isActive'],
});

export const dishListQueries = listQueries({
  sort: ['name', 'price'],
  filters: {
    available: BooleanFilterSchema('available'),
    category: EnumFilterSchema(DISH_CATEGORIES, 'Category'),
  },
  facets: ['available', 'category'],
});

export const orderListQueries = listQueries({
  sort: ['createdAt', 'total', 'status', 'restaurantName'],
  filters: {
    status: EnumFilterSchema(ORDER_STATUSES, 'Status'),
    restaurantId: IntegerFilterSchema('restaurantId'),
    courierId: IntegerFilterSchema('courierId'),
    createdFrom: DateFilterSchema('createdFrom'),
    createdTo: DateFilterSchema('createdTo'),
  },
  facets: ['status'],
});

export const reviewListQueries = listQueries({
  sort: ['createdAt', 'rating'],
  filters: {
    rating: IntegerFilterSchema('Rating', 1, 5),
    restaurantId: IntegerFilterSchema('restaurantId'),
    status: EnumFilterSchema(REVIEW_STATUSES, 'Status'),
  },
  facets: ['rating', 'status'],
});
