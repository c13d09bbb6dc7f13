import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inValues, type ListSource } from '../../db/list-source';
import type { ReviewRow } from '../../db/rows';
import { restaurants, reviews, users } from '../../db/schema';

export type ReviewListRow = { review: ReviewRow; restaurantName: string; userName: string | null };

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** The reviews list, newest first: search matches the restaurant, the author's name and the text (docs/api.md#lists). */
export function reviewsSource(db: Database): ListSource {
  return {
    select: (fields) =>
      db
        .select(fields ?? { review: reviews, restaurantName: restaurants.name, userName })
        .from(reviews)
        .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
        .leftJoin(users, eq(reviews.userId, users.id))
        .$dynamic(),
    // Every review has its restaurant (NOT NULL foreign key) and at most one author.
    selectUnjoined: (fields) => db.select(fields).from(reviews).$dynamic(),
    searchIn: [restaurants.name, userName, reviews.text],
    filters: {
      rating: (ratings: readonly number[]) => inValues(reviews.rating, ratings),
      restaurantId: (ids: readonly number[]) => inValues(reviews.restaurantId, ids),
    },
    sortColumns: {
      createdAt: { expr: reviews.createdAt, descIndexed: true },
      rating: { expr: reviews.rating },
    },
    defaultOrder: [sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`],
    tieBreak: reviews.id,
    facets: { rating: reviews.rating },
    exportFields: {
      id: reviews.id,
      createdAt: reviews.createdAt,
      restaurantId: reviews.restaurantId,
      restaurantName: restaurants.name,
      userId: reviews.userId,
      userName,
      rating: reviews.rating,
      text: reviews.text,
    },
  };
}
