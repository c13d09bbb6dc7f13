import { UtensilsCrossed } from 'lucide-react';
import { formatPrice } from '../../lib/format';
import type { RenderLink } from '../../lib/links';
import type { DishLike } from '../../types';
import { AvailabilityBadge } from '../../primitives/badge';
import { EntityCard, EntityCardMedia } from '../entity-card';

export interface DishCardProps {
  dish: DishLike;
  onOpen?: (dish: DishLike) => void;
  renderLink?: RenderLink;
  onEdit?: (dish: DishLike) => void;
  onDelete?: (dish: DishLike) => void;
}

export function DishCard({ dish, onOpen, renderLink, onEdit, onDelete }: DishCardProps) {
  return (
    <EntityCard
      title={dish.name}
      media={
        <EntityCardMedia src={dish.imageUrl} fallback={<UtensilsCrossed size={36} strokeWidth={1.5} />} />
      }
      status={<AvailabilityBadge available={dish.isAvailable} />}
      meta={<span className="fa-entity__price">{formatPrice(dish.price)}</span>}
      description={dish.description}
      onOpen={onOpen ? () => onOpen(dish) : undefined}
      renderLink={renderLink}
      onEdit={onEdit ? () => onEdit(dish) : undefined}
      onDelete={onDelete ? () => onDelete(dish) : undefined}
    />
  );
}
