import { useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_PERMISSION_SETS,
  PERMISSIONS,
  type ApiClient,
  type Permission,
  type PermissionSet,
  type UserAccess,
} from '@food-admin/api-client';
import { apiQuery } from '@food-admin/api-client/query';
import { Banner, Modal, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/permissionSets';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { permissionSetsQuery, useSetName } from '@/features/team';
import { PERMISSION_TEXTS } from './permission-texts';
import './person-access.css';

/** Who the dialog is about: a row of the Users list. */
export type AccessPerson = { id: number; name: string };

type PersonAccessDialogProps = {
  /** The person whose rights are open; null when the dialog is closed. */
  person: AccessPerson | null;
  onClose: () => void;
};

/** What one person can do (docs/api.md#staff), read when the dialog opens. */
const personAccessQuery = (api: ApiClient, id: number) => apiQuery(api, 'staff.access', { params: { id } });

/**
 * "What they can do", opened from a person's details on the Users page (docs/requirements.md
 * #req-permissions): their role's rights, the restaurants they own (the Owner set), and each
 * permission set they hold, where, with its permissions named as the Permission sets page names
 * them. It only reads: roles change on the Users page, sets on the Team and Staff pages.
 */
export function PersonAccessDialog({ person, onClose }: PersonAccessDialogProps) {
  const t = useT(messages);
  return (
    <Modal
      open={person !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={person ? t('permissionSets.access.title', { name: person.name }) : ''}
      size="lg"
    >
      {person ? <PersonAccess id={person.id} /> : null}
    </Modal>
  );
}

function PersonAccess({ id }: { id: number }) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  // The sets say which names are built in (shown in the reader's language); read beside the answer.
  const access = useQuery(personAccessQuery(api, id));
  const sets = useQuery(permissionSetsQuery(api));
  if (access.isPending)
    return (
      <div
        className="person-access"
        role="status"
        aria-busy="true"
        aria-label={t('permissionSets.access.loading')}
      >
        <Skeleton height="3rem" />
        <Skeleton height="5rem" />
      </div>
    );
  if (access.isError)
    return (
      <Banner tone="error" onRetry={() => void access.refetch()}>
        {texts.error(access.error)}
      </Banner>
    );
  return <AccessSummary access={access.data} sets={sets.data ?? []} />;
}

/** The permissions' names, in the catalogue's order. */
function PermissionList({ permissions }: { permissions: readonly Permission[] }) {
  const t = useT(messages);
  return (
    <ul className="person-access__permissions">
      {PERMISSIONS.filter((permission) => permissions.includes(permission)).map((permission) => (
        <li key={permission}>{t(PERMISSION_TEXTS[permission][0])}</li>
      ))}
    </ul>
  );
}

/** One place where the person holds something: its heading, a line, the permissions. */
function Holding({
  title,
  note,
  permissions,
}: {
  title: string;
  note?: string;
  permissions: readonly Permission[];
}) {
  return (
    <section className="person-access__holding" aria-label={title}>
      <h3 className="person-access__heading">{title}</h3>
      {note ? <p className="person-access__note">{note}</p> : null}
      <PermissionList permissions={permissions} />
    </section>
  );
}

/** The answer in words: the role's rights, what they own, each set they hold and where. */
function AccessSummary({ access, sets }: { access: UserAccess; sets: readonly PermissionSet[] }) {
  const t = useT(messages);
  const setName = useSetName(sets);
  if (access.role === 'ADMIN')
    return (
      <div className="person-access">
        <Holding
          title={t('permissionSets.access.administrator')}
          note={t('permissionSets.access.administratorNote')}
          permissions={BUILT_IN_PERMISSION_SETS.Administrator}
        />
      </div>
    );
  if (access.role !== 'RESTAURANT')
    return (
      <p className="person-access__note">
        {access.role === 'COURIER' ? t('permissionSets.access.courier') : t('permissionSets.access.customer')}
      </p>
    );
  const { owned, memberships } = access;
  const more = owned.count - owned.restaurants.length;
  return (
    <div className="person-access">
      {owned.count === 0 && memberships.length === 0 ? (
        <p className="person-access__note">{t('permissionSets.access.nothingYet')}</p>
      ) : null}
      {owned.count > 0 ? (
        <Holding
          title={t('permissionSets.access.owner', { count: owned.count })}
          note={[
            owned.restaurants.map((restaurant) => restaurant.name).join(', '),
            more > 0 ? t('permissionSets.access.ownedMore', { count: more }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          permissions={BUILT_IN_PERMISSION_SETS.Owner}
        />
      ) : null}
      {memberships.map((membership) => (
        <Holding
          key={membership.restaurant?.id ?? 'platform'}
          title={
            membership.restaurant
              ? t('permissionSets.access.atRestaurant', {
                  set: setName(membership.permissionSet),
                  restaurant: membership.restaurant.name,
                })
              : t('permissionSets.access.platformWide', { set: setName(membership.permissionSet) })
          }
          permissions={membership.permissions}
        />
      ))}
    </div>
  );
}
