import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { RenderLink } from '../../lib/links';
import { useKitStrings } from '../../strings';

export interface Crumb {
  /** What the page is called (long labels are truncated with an ellipsis). */
  label: ReactNode;
  /** How to get there; the last crumb (the current page) needs none. */
  renderLink?: RenderLink;
}

export interface BreadcrumbsProps {
  /** From the top level down to the current page, which comes last. */
  items: readonly Crumb[];
}

/**
 * Where the page sits: "Restaurants / The Blue Sushi Bar / Lunch / Edit dish". The last item is
 * the current page (aria-current); the others are links rendered by the app's router. A `<nav>`
 * landmark named 'Breadcrumb' (the strings' `breadcrumb`); the separators are hidden from
 * assistive technology.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const strings = useKitStrings();
  return (
    <nav aria-label={strings.breadcrumb} className="fa-breadcrumbs">
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
                  <ChevronRight size={14} className="fa-flip-rtl" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
