import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@food-admin/api-client';
import { hasRole } from '@/lib/auth/access';
import { OwnerGate } from '@/features/auth/owner-gate';
import { restaurantQuery } from '@/features/restaurants/restaurant-queries';
import { invitationsQuery, permissionSetsQuery, teamQuery } from '@/features/team/team-queries';
import { InvalidTeamAddress, TeamScreen } from '@/features/team/team-screen';
import { prefetch } from '@/lib/prefetch';
import { idParams } from '@/lib/route-params';

// A restaurant's team and its invitations (docs/requirements.md#req-permissions, docs/api.md#team),
// for whoever holds staff.manage there: admins, its owner, a Manager.
export const Route = createFileRoute('/_authenticated/admin/restaurants/$id/team')({
  // A page few open: its loader and queries travel in its own chunk with the screen (they start
  // together once it arrives), not in the app's chunk every page loads.
  codeSplitGroupings: [['loader', 'component'], ['notFoundComponent']],
  params: idParams('id'),
  loader: ({ context: { queryClient, api, auth }, params }) => {
    if (!hasRole(auth, STAFF)) return;
    prefetch(
      queryClient.ensureQueryData(teamQuery(api, params.id)),
      queryClient.ensureQueryData(invitationsQuery(api, params.id)),
      queryClient.ensureQueryData(permissionSetsQuery(api)),
      queryClient.ensureQueryData(restaurantQuery(api, params.id)),
    );
  },
  component: TeamRoute,
  notFoundComponent: InvalidTeamAddress,
});

function TeamRoute() {
  const { id } = Route.useParams();
  return (
    <OwnerGate restaurantId={id} permission="staff.manage">
      <TeamScreen restaurantId={id} />
    </OwnerGate>
  );
}
