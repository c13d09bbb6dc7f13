import { ConfirmDialog, DataTableBulkBar, type DataTableBulkBarProps } from '@food-admin/ui';
import type { useListView } from './use-list-view';

type ListBulkProps = {
  /** useListView's `bulk` (undefined when the list has no bulk actions). */
  bulk: ReturnType<typeof useListView>['bulk'];
  /** 'Bulk actions on users'. */
  label: string;
  /** Names refused rows by what the user sees (a name, an email) instead of the id. */
  getItemLabel?: DataTableBulkBarProps['getItemLabel'];
};

/** The bulk bar of a list and the confirmation its actions ask for. */
export function ListBulk({ bulk, label, getItemLabel }: ListBulkProps) {
  if (!bulk) return null;
  return (
    <>
      <DataTableBulkBar {...bulk.bar} label={label} getItemLabel={getItemLabel} />
      <ConfirmDialog {...bulk.confirm} />
    </>
  );
}
