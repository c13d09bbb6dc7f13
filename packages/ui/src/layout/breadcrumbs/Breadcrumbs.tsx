import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { RenderLink } from '../../lib/links';

export interface Crumb {
  label: ReactNode;
  /** How to get there; the last crumb (the current page) needs none. */
  renderLink?: RenderLink;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
}

/**
 * Where the page sits: "Restaurants / The Blue Sushi Bar / Lunch / Edit dish". The last item is
 * the current page (aria-current); the others are links.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className="fa-breadcrumbs">
      <ol className="fa-breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={index}>
              <li className="fa-breadcrumbs__item">
                {last || !item.renderLink ? (
                  <span aria-current={last ? 'page' : undefined} className="fa-breadcrumbs__current">
                    {item.label}
                  </span>
                ) : (
                  item.renderLink({ className: 'fa-breadcrumbs__link', children: item.label })
                )}
              </li>
              {last ? null : (
                <li className="fa-breadcrumbs__separator" aria-hidden="true">
                  <ChevronRight size={14} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
