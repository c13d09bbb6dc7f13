import { UtensilsCrossed } from 'lucide-react';
import type { RenderLink } from '../../lib/links';
import { useKitStrings } from '../../strings';
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

/** A dish: its picture, name, availability, price (the strings' `formatPrice`: $12.50) and description. */
export function DishCard({ dish, onOpen, renderLink, onEdit, onDelete }: DishCardProps) {
  const strings = useKitStrings();
  return (
    <EntityCard
      title={dish.name}
      media={
        <EntityCardMedia src={dish.imageUrl} fallback={<UtensilsCrossed size={36} strokeWidth={1.5} />} />
      }
      status={<AvailabilityBadge available={dish.isAvailable} />}
      meta={<span className="fa-entity__price">{strings.formatPrice(dish.price)}</span>}
      description={dish.description}
      onOpen={onOpen ? () => onOpen(dish) : undefined}
      renderLink={renderLink}
      onEdit={onEdit ? () => onEdit(dish) : undefined}
      onDelete={onDelete ? () => onDelete(dish) : undefined}
    />
  );
}
