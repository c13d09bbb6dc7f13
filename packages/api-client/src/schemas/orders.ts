import * as v from 'valibot';

export const ORDER_STATUSES = ['PENDING', 'PREPARING', 'DELIVERING', 'DELIVERED', 'CANCELLED'] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** GET /admin/orders rows (our addition: a read-only list for the dashboard link, docs/requirements.md#req-entities-orders-reviews). */
export const OrderSchema = v.object({
  id: v.number(),
  restaurantId: v.number(),
  restaurantName: v.optional(v.nullable(v.string())),
  customerId: v.nullable(v.number()),
  customerName: v.optional(v.nullable(v.string())),
  status: OrderStatusSchema,
  total: v.number(),
  createdAt: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

/** GET /admin/reviews rows (our addition: a read-only list for the dashboard link, docs/requirements.md#req-entities-orders-reviews). */
export const ReviewSchema = v.object({
  id: v.number(),
  restaurantId: v.number(),
  restaurantName: v.optional(v.nullable(v.string())),
  userId: v.nullable(v.number()),
  userName: v.optional(v.nullable(v.string())),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: v.optional(v.nullable(v.string())),
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;
