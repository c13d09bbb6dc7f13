import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { Button, PageLayout } from '@food-admin/ui';
import {
  PLATFORM_SCOPE,
  permissionSetsQuery,
  staffQuery,
  TeamSections,
  TeamSectionsLoading,
} from '@/features/team';
import { messages } from '@/i18n/compiled/en/staff';
import { messages as teamMessages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { LoadError } from '@/shared/layout/load-error';

function BackToUsers() {
  const t = useT(messages);
  return <Link to="/admin/users">{t('staff.backToUsers')}</Link>;
}

/**
 * The platform's staff (docs/requirements.md#req-permissions, docs/api.md#staff): its
 * administrators, who hold every permission by their role (changed on the Users page), and the
 * people holding a permission set platform-wide, whose sets whoever holds users.manage
 * platform-wide changes or takes away; the form that invites an email; the invitations still open.
 * A restaurant's Team page with the platform as its place (features/team).
 */
export function StaffScreen() {
  const api = useApi();
  const t = useT(messages);
  const teamT = useT(teamMessages);
  const staff = useQuery(staffQuery(api));
  const sets = useQuery(permissionSetsQuery(api));
  const page = { title: t('staff.title'), description: t('staff.description') };
  const error = staff.error ?? sets.error;

  if (error)
    return (
      <PageLayout {...page}>
        <LoadError
          error={error}
          onRetry={() => {
            for (const query of [staff, sets]) if (query.isError) void query.refetch();
          }}
          back={<BackToUsers />}
        />
      </PageLayout>
    );
  if (!staff.data || !sets.data)
    return (
      <PageLayout {...page}>
        <TeamSectionsLoading />
      </PageLayout>
    );
  return (
    <PageLayout
      {...page}
      actions={
        <Button asChild variant="outline" leadingIcon={<KeyRound size={16} aria-hidden="true" />}>
          <Link to="/admin/permission-sets">{t('staff.toPermissionSets')}</Link>
        </Button>
      }
    >
      <TeamSections
        scope={PLATFORM_SCOPE}
        leaders={staff.data.administrators}
        leaderSet={teamT('team.set.Administrator')}
        hint={
          <>
            {t('staff.rolesHint')} <Link to="/admin/users">{t('staff.toUsers')}</Link>
          </>
        }
        members={staff.data.members}
        sets={sets.data}
      />
    </PageLayout>
  );
}
