import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs, PageLayout, type Crumb } from '@food-admin/ui';
import { messages as layoutMessages } from '@/i18n/compiled/en/layout';
import { messages } from '@/i18n/compiled/en/team';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCatalogueScope } from '@/lib/auth/access';
import { LoadError } from '@/shared/layout/load-error';
import { LoadingTitle } from '@/shared/layout/loading-title';
import { restaurantQuery } from '@/features/restaurants';
import { permissionSetsQuery, teamQuery } from './team-queries';
import { restaurantScope } from './team-scope';
import { TeamSections, TeamSectionsLoading } from './team-sections';

/** Restaurants (My Restaurants for an owner) / the restaurant / Team. */
function TeamCrumbs({ restaurantId }: { restaurantId?: number }) {
  const api = useApi();
  const t = useT(messages);
  const layoutT = useT(layoutMessages);
  const mine = useCatalogueScope().owner !== undefined;
  const restaurant = useQuery({
    ...restaurantQuery(api, restaurantId ?? 0),
    enabled: restaurantId !== undefined,
  });
  const items: Crumb[] = [
    {
      label: mine ? layoutT('layout.crumbs.myRestaurants') : layoutT('layout.crumbs.restaurants'),
      renderLink: (props) => <Link to="/admin/restaurants" {...props} />,
    },
  ];
  if (restaurantId !== undefined)
    items.push({
      label: restaurant.data?.name ?? '…',
      renderLink: (props) => <Link to="/admin/restaurants/$id" params={{ id: restaurantId }} {...props} />,
    });
  items.push({ label: t('team.team') });
  return <Breadcrumbs items={items} />;
}

function BackToRestaurants() {
  const t = useT(messages);
  return <Link to="/admin/restaurants">{t('team.backToRestaurants')}</Link>;
}

function BackToRestaurant({ restaurantId }: { restaurantId: number }) {
  const t = useT(messages);
  return (
    <Link to="/admin/restaurants/$id" params={{ id: restaurantId }}>
      {t('team.backToRestaurant')}
    </Link>
  );
}

/** /admin/restaurants/{id}/team whose id is not a restaurant's (the route's not-found page). */
export function InvalidTeamAddress() {
  const t = useT(messages);
  return (
    <PageLayout title={t('team.team')} breadcrumb={<TeamCrumbs />}>
      <LoadError error={t('team.invalidAddress')} back={<BackToRestaurants />} />
    </PageLayout>
  );
}

/**
 * A restaurant's team (docs/requirements.md#req-permissions, docs/api.md#team): its owner and
 * members with their permission sets, which whoever holds staff.manage there changes or takes
 * away; the form that invites an email; the invitations still open. The page needs the restaurant
 * (its name, its owner for the grants), the team and the sets; the invitations load on their own.
 */
export function TeamScreen({ restaurantId }: { restaurantId: number }) {
  const api = useApi();
  const t = useT(messages);
  const restaurant = useQuery(restaurantQuery(api, restaurantId));
  const team = useQuery(teamQuery(api, restaurantId));
  const sets = useQuery(permissionSetsQuery(api));

  const title = restaurant.data ? (
    t('team.title', { name: restaurant.data.name })
  ) : restaurant.isPending ? (
    <LoadingTitle width="14rem" label={t('team.loading')} />
  ) : (
    t('team.team')
  );
  const breadcrumb = <TeamCrumbs restaurantId={restaurantId} />;
  const error = restaurant.error ?? team.error ?? sets.error;

  if (error)
    return (
      <PageLayout title={title} breadcrumb={breadcrumb}>
        <LoadError
          error={error}
          onRetry={() => {
            for (const query of [restaurant, team, sets]) if (query.isError) void query.refetch();
          }}
          back={restaurant.isError ? <BackToRestaurants /> : <BackToRestaurant restaurantId={restaurantId} />}
        />
      </PageLayout>
    );
  if (!restaurant.data || !team.data || !sets.data)
    return (
      <PageLayout title={title} breadcrumb={breadcrumb}>
        <TeamSectionsLoading />
      </PageLayout>
    );
  return (
    <PageLayout title={title} breadcrumb={breadcrumb}>
      <TeamSections
        scope={restaurantScope(restaurant.data)}
        leaders={team.data.owner ? [team.data.owner] : []}
        leaderSet={t('team.set.Owner')}
        members={team.data.members}
        sets={sets.data}
      />
    </PageLayout>
  );
}
