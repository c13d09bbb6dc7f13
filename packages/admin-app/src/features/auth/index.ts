// What other features use of the auth area (docs/architecture.md#app-folders): the pages' role and
// ownership gates, which a screen's stories put around it as its route does. The session itself
// (useAuth, hasRole) and the auth errors' texts are in src/lib/auth/, below every feature.
export { OwnerGate } from './owner-gate';
export { RoleGate } from './role-gate';
