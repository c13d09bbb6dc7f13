import * as v from 'valibot';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DashboardStatsSchema = v.object({
  restaurants: Count,
  users: Count,
  orders: Count,
  reviews: Count,
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;
