// What other features use of the permission sets area (docs/architecture.md#app-folders): "What
// they can do", which the Users page opens from a person's row; the permissions' names and groups
// as this area shows them, for the API tokens' scopes (features/api-tokens).
export { PersonAccessDialog, type AccessPerson } from './person-access-dialog';
export { PERMISSION_GROUPS, PERMISSION_TEXTS } from './permission-texts';
