import { MapPin, Star, Store } from 'lucide-react';
import type { RenderLink } from '../../lib/links';
import { useKitStrings } from '../../strings';
import type { RestaurantLike } from '../../types';
import { ActiveBadge, OrderTakingBadge } from '../../primitives/badge';
import { Ltr } from '../../primitives/ltr';
import { EntityCard, EntityCardMedia } from '../entity-card';

export interface RestaurantCardProps {
  restaurant: RestaurantLike;
  /** Card click: opens the restaurant's menu page (docs/requirements.md#req-routes-restaurants). */
  onOpen?: (restaurant: RestaurantLike) => void;
  renderLink?: RenderLink;
  onEdit?: (restaurant: RestaurantLike) => void;
  onDelete?: (restaurant: RestaurantLike) => void;
}

/** "★ 4.3" with the count for assistive technology; nothing before the first approved review. */
function Rating({ restaurant }: { restaurant: RestaurantLike }) {
  const strings = useKitStrings();
  const { averageRating, reviewCount = 0 } = restaurant;
  if (averageRating === null || averageRating === undefined || reviewCount === 0) return null;
  const shown = strings.formatRating(averageRating);
  const reviews = strings.reviewCount(reviewCount);
  return (
    <span className="fa-restaurant-card__rating" title={reviews}>
      <Star size={14} aria-hidden="true" />
      <span aria-hidden="true">{shown}</span>
      <span className="fa-visually-hidden">{strings.ratedOutOf5(shown, reviews)}</span>
    </span>
  );
}

/** A restaurant: its logo, name, rating, whether it takes orders now, active badge, address and description. */
export function RestaurantCard({ restaurant, onOpen, renderLink, onEdit, onDelete }: RestaurantCardProps) {
  return (
    <EntityCard
      title={restaurant.name}
      media={<EntityCardMedia src={restaurant.logoUrl} fallback={<Store size={36} strokeWidth={1.5} />} />}
      status={
        <span className="fa-restaurant-card__status">
          <Rating restaurant={restaurant} />
          {restaurant.availability === undefined ? null : (
            <OrderTakingBadge availability={restaurant.availability} />
          )}
          <ActiveBadge active={restaurant.isActive} />
        </span>
      }
      meta={
        <>
          <MapPin size={14} aria-hidden="true" /> <Ltr>{restaurant.address}</Ltr>
        </>
      }
      description={restaurant.description}
      onOpen={onOpen ? () => onOpen(restaurant) : undefined}
      renderLink={renderLink}
      onEdit={onEdit ? () => onEdit(restaurant) : undefined}
      onDelete={onDelete ? () => onDelete(restaurant) : undefined}
    />
  );
}
