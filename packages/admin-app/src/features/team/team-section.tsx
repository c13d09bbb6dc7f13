import { useId, type ReactNode } from 'react';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import '@/shared/layout/detail-page.css';

/**
 * One part of a team page under its h2 (a region named by it): the members, the invitation form,
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

/**
 * A section's table (the members, the invitations), titled by its heading: the named columns and a
 * last one for each row's button, its name for screen readers only. On a phone each row becomes a
 * small card (team-screen.css).
 */
export function TeamTable({
  headingId,
  columns,
  children,
}: {
  headingId: string;
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}) {
  const t = useT(messages);
  return (
    <table className="team-table" aria-labelledby={headingId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="fa-visually-hidden">{t('team.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
