// What other features use of the trash area (docs/architecture.md#app-folders): a delete that moves
// the row to the trash with an "Undo" toast.
export { useUndoableDelete } from './trash-mutations';
