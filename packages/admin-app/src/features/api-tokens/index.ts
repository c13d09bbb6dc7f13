// What other features use of the API tokens area (docs/architecture.md#app-folders): a person's
// tokens with Revoke, which the Users page opens from a person's details for whoever manages users.
export { PersonTokensDialog, type TokensPerson } from './person-tokens-dialog';
