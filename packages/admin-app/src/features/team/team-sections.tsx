import type { ReactNode } from 'react';
import type { PermissionSet, TeamLeader, TeamMember } from '@food-admin/api-client';
import { Skeleton } from '@food-admin/ui';
import { InvitationsSection } from './invitations-section';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { useGivableSets, useSetName } from './permission-sets';
import type { TeamScope } from './team-scope';
import './team-screen.css';

type TeamSectionsProps = {
  scope: TeamScope;
  /** The owner, the administrators: first, read-only (./members-section.tsx). */
  leaders: readonly TeamLeader[];
  leaderSet: string;
  hint?: ReactNode;
  members: readonly TeamMember[];
  /** Every permission set: the pickers offer those the signed-in person may give in the scope. */
  sets: readonly PermissionSet[];
};

/**
 * A team page's three parts, for a restaurant's team or the platform's staff: the members with
 * their sets, the form that invites an email, the invitations still open (which load on their own).
 */
export function TeamSections({ scope, leaders, leaderSet, hint, members, sets }: TeamSectionsProps) {
  const givable = useGivableSets(sets, scope);
  const setName = useSetName(sets);
  return (
    <div className="team-page">
      <MembersSection
        scope={scope}
        leaders={leaders}
        leaderSet={leaderSet}
        hint={hint}
        members={members}
        givable={givable}
        setName={setName}
      />
      <InviteSection scope={scope} givable={givable} setName={setName} />
      <InvitationsSection scope={scope} setName={setName} />
    </div>
  );
}

/** A team page waiting for its members and the sets: placeholders where the sections will be. */
export function TeamSectionsLoading() {
  return (
    <div className="team-page" aria-busy="true">
      <Skeleton height="12rem" />
      <Skeleton height="14rem" />
    </div>
  );
}
