import { BookOpen, List } from 'lucide-react';
import type { RenderLink } from '../../lib/links';
import { useKitStrings } from '../../strings';
import type { MenuLike } from '../../types';
import { ActiveBadge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { EntityCard } from '../entity-card';

export interface MenuCardProps {
  menu: MenuLike;
  /** Shown under the title, e.g. the restaurant's name. */
  restaurantName?: string;
  onOpen?: (menu: MenuLike) => void;
  renderLink?: RenderLink;
  /** 'View dishes' button. */
  onViewDishes?: (menu: MenuLike) => void;
  onEdit?: (menu: MenuLike) => void;
  onDelete?: (menu: MenuLike) => void;
}

/** A menu: its name, active badge, restaurant, description, and a View dishes button (the strings' `viewDishes`). */
export function MenuCard({
  menu,
  restaurantName,
  onOpen,
  renderLink,
  onViewDishes,
  onEdit,
  onDelete,
}: MenuCardProps) {
  const strings = useKitStrings();
  return (
    <EntityCard
      className="fa-entity--menu"
      title={menu.name}
      media={
        <div className="fa-entity__badge-icon" aria-hidden="true">
          <BookOpen size={20} />
        </div>
      }
      status={<ActiveBadge active={menu.isActive} />}
      meta={restaurantName}
      description={menu.description}
      onOpen={onOpen ? () => onOpen(menu) : undefined}
      renderLink={renderLink}
      extraActions={
        onViewDishes ? (
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<List size={14} aria-hidden="true" />}
            onClick={() => onViewDishes(menu)}
          >
            {strings.viewDishes}
            <span className="fa-visually-hidden"> {strings.viewDishesOf(menu.name)}</span>
          </Button>
        ) : null
      }
      onEdit={onEdit ? () => onEdit(menu) : undefined}
      onDelete={onDelete ? () => onDelete(menu) : undefined}
    />
  );
}
