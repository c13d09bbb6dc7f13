/** An `isActive` filter's menu ('Status'): the values as the ActiveBadge spells them. */
export const ACTIVE_STATUS_FACET = {
  title: 'Status',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'Inactive' },
  ],
};
