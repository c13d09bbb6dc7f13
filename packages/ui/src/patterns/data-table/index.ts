export * from './DataTable';
export * from './DataTableFacetedFilter';
export * from './DataTableColumnsMenu';
export * from './DataTableToolbar';
export * from './DataTableBulkBar';
