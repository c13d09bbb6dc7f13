import type {
  activityLog,
  dishes,
  menus,
  orderItems,
  orderNotes,
  orders,
  orderStatusHistory,
  restaurants,
  reviews,
  savedViews,
  users,
} from './schema';

/** Rows as Drizzle selects them, one type per table (repositories return these, mappers read them). */
export type UserRow = typeof users.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type DishRow = typeof dishes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusChangeRow = typeof orderStatusHistory.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
export type SavedViewRow = typeof savedViews.$inferSelect;

/** The rows of a raw `db.execute(sql\`...\`)`: both drivers answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
