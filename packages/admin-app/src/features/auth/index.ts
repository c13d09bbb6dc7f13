// What other features use of the auth area (docs/architecture.md#app-folders): the pages' role,
// permission and ownership gates, which a screen's stories put around it as its route does. The
// session itself (useAuth, hasRole, the grants) and the auth errors' texts are in src/lib/auth/,
// below every feature.
export { OwnerGate } from './owner-gate';
export { PermissionGate, RoleGate } from './gates';
