import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { RenderLink } from '../../lib/links';
import { useKitStrings } from '../../strings';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';

/*
 * The shared frame of RestaurantCard, MenuCard and DishCard: media on top, title + status, text,
 * actions at the bottom. The title is the card's one navigation target; a stretched pseudo-element
 * makes the whole card clickable without nesting the Edit/Delete buttons inside a link.
 */

export interface EntityCardMediaProps {
  /** The picture's URL; absent, empty or failing to load, the fallback shows instead. */
  src?: string | null;
  /** Shown when there is no image or it fails to load. */
  fallback: ReactNode;
}

/** The card's picture (decorative: the title names the card), or its fallback icon. */
export function EntityCardMedia({ src, fallback }: EntityCardMediaProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div className="fa-entity__media">
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading="lazy"
          className="fa-entity__image"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <div className="fa-entity__fallback" aria-hidden="true">
          {fallback}
        </div>
      )}
    </div>
  );
}

export interface EntityCardProps {
  /** The card's heading (an h3), and the name of its Edit and Delete buttons ('Edit Pizza Palace'). */
  title: string;
  /** On top: an `EntityCardMedia`, or a badge icon (menus). */
  media?: ReactNode;
  /** Next to the title, e.g. an `ActiveBadge`. */
  status?: ReactNode;
  /** One line under the title: an address, a price, the restaurant's name. */
  meta?: ReactNode;
  /** Clamped to two lines; absent or empty: 'No description' (the strings' `noDescription`), muted. */
  description?: string | null;
  /** Card click (the title is the keyboard target). */
  onOpen?: () => void;
  /** Or the app's router link for the title. */
  renderLink?: RenderLink;
  /** Shows an Edit button (the strings' `edit`). */
  onEdit?: () => void;
  /** Shows a Delete button (the strings' `delete`). */
  onDelete?: () => void;
  /** Extra actions before Edit/Delete (e.g. 'View dishes'). */
  extraActions?: ReactNode;
  className?: string;
}

/**
 * The shared frame of RestaurantCard, MenuCard and DishCard: media on top, the title with its
 * status, a meta line, the description and the actions at the bottom. With `onOpen` or
 * `renderLink` the whole card is clickable (the title's hit area is stretched over it), while its
 * Edit and Delete buttons stay separate targets; keyboard users reach the title, then each action.
 */
export function EntityCard({
  title,
  media,
  status,
  meta,
  description,
  onOpen,
  renderLink,
  onEdit,
  onDelete,
  extraActions,
  className,
}: EntityCardProps) {
  const strings = useKitStrings();
  const clickable = Boolean(onOpen || renderLink);
  const titleNode = renderLink ? (
    renderLink({ className: 'fa-entity__title-action', children: title })
  ) : onOpen ? (
    <button type="button" className="fa-entity__title-action" onClick={onOpen}>
      {title}
    </button>
  ) : (
    title
  );
  return (
    <article className={cx('fa-card', 'fa-entity', clickable && 'fa-entity--clickable', className)}>
      {media}
      <div className="fa-entity__body">
        <div className="fa-entity__heading">
          <h3 className="fa-entity__title">{titleNode}</h3>
          {status}
        </div>
        {meta ? (
          <p className="fa-entity__meta">{meta}</p>
        ) : (
          <p className="fa-entity__meta" aria-hidden="true" />
        )}
        <p
          className={cx('fa-entity__description', !description && 'fa-entity__description--empty')}
          dir={description ? 'auto' : undefined}
        >
          {description || strings.noDescription}
        </p>
      </div>
      {onEdit || onDelete || extraActions ? (
        <div className="fa-entity__actions">
          {extraActions}
          {onEdit ? (
            <Button
              variant="outline"
              size="sm"
              leadingIcon={<Pencil size={14} aria-hidden="true" />}
              onClick={onEdit}
            >
              {strings.edit}
              <span className="fa-visually-hidden"> {title}</span>
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="fa-entity__delete"
              leadingIcon={<Trash2 size={14} aria-hidden="true" />}
              onClick={onDelete}
            >
              {strings.delete}
              <span className="fa-visually-hidden"> {title}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export type CardSkeletonVariant = 'restaurant' | 'menu' | 'dish';

/** Same box as the matching card (RestaurantCard, MenuCard, DishCard), so loading never shifts layout. */
export function CardSkeleton({ variant = 'restaurant' }: { variant?: CardSkeletonVariant }) {
  const actions = variant === 'menu' ? 3 : 2;
  return (
    <div
      className={cx('fa-card', 'fa-entity', 'fa-entity--skeleton', variant === 'menu' && 'fa-entity--menu')}
      aria-hidden="true"
    >
      {variant === 'menu' ? (
        <Skeleton className="fa-entity__badge-icon" radius="md" />
      ) : (
        <Skeleton className="fa-entity__media" radius="sm" />
      )}
      <div className="fa-entity__body">
        <div className="fa-entity__heading">
          <Skeleton text="md" width="60%" />
          <Skeleton width="3.75rem" height="1.375rem" radius="full" />
        </div>
        <Skeleton text="sm" width="45%" />
        {/* Two description lines in one box, like the clamped paragraph they stand for. */}
        <div>
          <Skeleton text="sm" width="90%" />
          <Skeleton text="sm" width="70%" />
        </div>
      </div>
      <div className="fa-entity__actions">
        {Array.from({ length: actions }, (_, index) => (
          <Skeleton
            key={index}
            width={index === 0 && variant === 'menu' ? '6.5rem' : '4.5rem'}
            height="var(--fa-control-height-sm)"
            radius="sm"
          />
        ))}
      </div>
    </div>
  );
}
