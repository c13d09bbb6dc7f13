import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, IconButton } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';

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
  const t = useT(messages);
  const edit = t('lists.row.edit', { name });
  return (
    <>
      <Button asChild variant="ghost" className="fa-icon-button">
        {renderEditLink({
          'aria-label': edit,
          title: edit,
          children: <Pencil size={16} aria-hidden="true" />,
        })}
      </Button>
      <IconButton label={t('lists.row.delete', { name })} icon={<Trash2 size={16} />} onClick={onDelete} />
    </>
  );
}
