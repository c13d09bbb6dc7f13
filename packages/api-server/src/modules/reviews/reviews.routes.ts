import { contract } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import { mapPage } from '../../db/list-page';
import { defineRoute, type Route } from '../../http/edge/route';
import { toReview } from './reviews.mapper';
import { reviewsPage } from './reviews.repository';

export function reviewRoutes({ db }: AppContext): Route[] {
  return [
    defineRoute(contract.admin.reviews, async ({ query }) => mapPage(await reviewsPage(db, query), toReview)),
  ];
}
