import { contract, reviewCsvColumns } from '@food-admin/api-client';
import type { AppContext } from '../../context';
import type { Route } from '../../http/edge/route';
import { listRoutes } from '../list-routes';
import { toReview } from './reviews.mapper';
import { reviewsSource } from './reviews.repository';

export function reviewRoutes({ db }: AppContext): Route[] {
  return listRoutes(db, {
    endpoints: {
      list: contract.admin.reviews,
      facets: contract.admin.reviewFacets,
      export: contract.admin.reviewsExport,
    },
    source: () => reviewsSource(db),
    toItem: toReview,
    csv: { columns: reviewCsvColumns, list: 'reviews' },
  });
}
