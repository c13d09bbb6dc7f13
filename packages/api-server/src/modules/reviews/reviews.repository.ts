import type { Page } from '@food-admin/api-client';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listPage, type ListRequest } from '../../db/list-page';
import type { ReviewRow } from '../../db/rows';
import { restaurants, reviews, users } from '../../db/schema';

export type ReviewListRow = { review: ReviewRow; restaurantName: string; userName: string | null };

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/** Reviews, newest first; search matches the restaurant, the author's name and the text. */
export function reviewsPage(db: Database, request: ListRequest): Promise<Page<ReviewListRow>> {
  return listPage(db, request, {
    from: () =>
      db
        .select({ review: reviews, restaurantName: restaurants.name, userName })
        .from(reviews)
        .innerJoin(restaurants, eq(reviews.restaurantId, restaurants.id))
        .leftJoin(users, eq(reviews.userId, users.id))
        .$dynamic(),
    searchIn: [restaurants.name, userName, reviews.text],
    orderBy: [sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`],
  });
}
