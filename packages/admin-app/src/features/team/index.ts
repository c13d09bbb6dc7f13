// What other features use of the team area (docs/architecture.md#app-folders): the sections of a
// team page over a scope (a restaurant's team, or the platform's staff: ./team-scope.ts), and the
// reads of the platform's staff, which the Staff page (features/staff) shows with them; the sets'
// names as the pages show them (features/permission-sets).
export { TeamSections, TeamSectionsLoading } from './team-sections';
export { useSetName } from './permission-sets';
export { PLATFORM_SCOPE, type TeamScope } from './team-scope';
export { permissionSetsQuery, staffInvitationsQuery, staffQuery } from './team-queries';
