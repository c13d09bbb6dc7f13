// What other features use of the permission sets area (docs/architecture.md#app-folders): "What
// they can do", which the Users page opens from a person's row.
export { PersonAccessDialog, type AccessPerson } from './person-access-dialog';
