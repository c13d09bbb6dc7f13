import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, IconButton } from '@food-admin/ui';

type EditLinkProps = { 'aria-label': string; title: string; children: ReactNode };

type RowEditDeleteProps = {
  /** Names the row in both buttons' labels: 'Edit Lunch', 'Delete Lunch'. */
  name: string;
  /** The screen's typed router Link to the edit form, given the label, title and icon. */
  renderEditLink: (props: EditLinkProps) => ReactNode;
  onDelete: () => void;
};

/** A table row's Edit (a link to the form) and Delete (asks first) icon buttons. */
export function RowEditDelete({ name, renderEditLink, onDelete }: RowEditDeleteProps) {
  return (
    <>
      <Button asChild variant="ghost" className="fa-icon-button">
        {renderEditLink({
          'aria-label': `Edit ${name}`,
          title: `Edit ${name}`,
          children: <Pencil size={16} aria-hidden="true" />,
        })}
      </Button>
      <IconButton label={`Delete ${name}`} icon={<Trash2 size={16} />} onClick={onDelete} />
    </>
  );
}
