import type { ReactNode } from 'react';
import {
  DataTableColumnsMenu,
  DataTableExportButton,
  DataTableFacetedFilter,
  DataTableToolbar,
  type DataTableColumnsMenuProps,
  type DataTableExportButtonProps,
  type DataTableFacetedFilterProps,
} from '@food-admin/ui';

type ListToolbarProps<TItem> = {
  /** Names the group for assistive technology, e.g. 'Users table controls'. */
  label: string;
  /** The list's search box. */
  search: ReactNode;
  /** The saved-views menu, after Export. */
  views?: ReactNode;
  /** After the faceted filters: the filters a link set that have no control here (FilterChip). */
  chips?: ReactNode;
  view: {
    facetFilters: (DataTableFacetedFilterProps & { name: string })[];
    columnsMenu: DataTableColumnsMenuProps<TItem>;
    exportButton: DataTableExportButtonProps;
  };
};

/** Search and faceted filters first; Columns and Export CSV at the end (useListView's parts). */
export function ListToolbar<TItem>({ label, search, view, views, chips }: ListToolbarProps<TItem>) {
  return (
    <DataTableToolbar
      label={label}
      actions={
        <>
          <DataTableColumnsMenu {...view.columnsMenu} />
          <DataTableExportButton {...view.exportButton} />
          {views}
        </>
      }
    >
      {search}
      {view.facetFilters.map(({ name, ...filter }) => (
        <DataTableFacetedFilter key={name} {...filter} />
      ))}
      {chips}
    </DataTableToolbar>
  );
}
