import { MapPin, Store } from 'lucide-react';
import type { RenderLink } from '../../lib/links';
import type { RestaurantLike } from '../../types';
import { ActiveBadge } from '../../primitives/badge';
import { EntityCard, EntityCardMedia } from '../entity-card';

export interface RestaurantCardProps {
  restaurant: RestaurantLike;
  /** Card click: opens the restaurant's menu page (docs/requirements.md#req-routes-restaurants). */
  onOpen?: (restaurant: RestaurantLike) => void;
  renderLink?: RenderLink;
  onEdit?: (restaurant: RestaurantLike) => void;
  onDelete?: (restaurant: RestaurantLike) => void;
}

export function RestaurantCard({ restaurant, onOpen, renderLink, onEdit, onDelete }: RestaurantCardProps) {
  return (
    <EntityCard
      title={restaurant.name}
      media={<EntityCardMedia src={restaurant.logoUrl} fallback={<Store size={36} strokeWidth={1.5} />} />}
      status={<ActiveBadge active={restaurant.isActive} />}
      meta={
        <>
          <MapPin size={14} aria-hidden="true" /> {restaurant.address}
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
