import { MapPin, Store } from 'lucide-react';
import type { RenderLink } from '../lib/links';
import type { RestaurantLike } from '../types';
import { ActiveBadge } from './Badge';
import { EntityCard, EntityCardMedia } from './EntityCard';

export interface RestaurantCardProps {
  restaurant: RestaurantLike;
  /** Card click: SPEC opens the restaurant's menu page. */
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
