import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface PageLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title (wrap under it on phones). */
  actions?: ReactNode;
  /** Above the title, e.g. a back link. */
  breadcrumb?: ReactNode;
  /** Search and filters row between the header and the content. */
  toolbar?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The content column of a page: one h1, actions, optional toolbar, content. */
export function PageLayout({
  title,
  description,
  actions,
  breadcrumb,
  toolbar,
  children,
  className,
}: PageLayoutProps) {
  return (
    <section className={cx('fa-page', className)}>
      <header className="fa-page__header">
        <div className="fa-page__heading">
          {breadcrumb ? <div className="fa-page__breadcrumb">{breadcrumb}</div> : null}
          <h1 className="fa-page__title">{title}</h1>
          {description ? <p className="fa-page__description">{description}</p> : null}
        </div>
        {actions ? <div className="fa-page__actions">{actions}</div> : null}
      </header>
      {toolbar ? <div className="fa-page__toolbar">{toolbar}</div> : null}
      <div className="fa-page__content">{children}</div>
    </section>
  );
}
