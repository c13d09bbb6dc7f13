import { useId, type ReactNode } from 'react';
import '@/shared/layout/detail-page.css';

/**
 * One part of the team page under its h2 (a region named by it): the members, the invitation form,
 * the pending invitations. `children` gets the heading's id, for a table it titles.
 */
export function TeamSection({
  title,
  children,
}: {
  title: string;
  children: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="detail-panel team-section" aria-labelledby={id}>
      <h2 id={id} className="detail-panel__title">
        {title}
      </h2>
      {children(id)}
    </section>
  );
}
