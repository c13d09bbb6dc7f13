import { useCallback, useMemo, useState } from 'react';
import { Eye, History, Pencil, Trash2 } from 'lucide-react';
import type { Role, User } from '@food-admin/api-client';
import {
  Button,
  DataTable,
  IconButton,
  isolatedText,
  ltrText,
  PageLayout,
  SearchInput,
  UserModal,
  type UserModalMode,
} from '@food-admin/ui';
import { ROLES, TRASH_RETENTION_DAYS, userListQueries } from '@food-admin/api-client';
import { messages } from '@/i18n/compiled/en/users';
import { useT } from '@/i18n/locale-provider';
import { useRoleName } from '@/i18n/role-names';
import { useApi } from '@/lib/api-context';
import type { ListSearch } from '@/shared/lists/list-search';
import { ListBulk } from '@/shared/lists/list-bulk';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SavedViews } from '@/shared/lists/saved-views';
import { useListView } from '@/shared/lists/use-list-view';
import { HistoryDialog } from '@/shared/history/history-dialog';
import { PersonAccessDialog, type AccessPerson } from '@/features/permission-sets';
import { PersonTokensDialog, type TokensPerson } from '@/features/api-tokens';
import { useCan } from '@/lib/auth/grants';
import { USER_COLUMN_OF_FIELD, userColumns, userFacetLabels } from './user-columns';
import { useDeleteUser, useUpdateUserRole } from './user-mutations';
import { exportUsers, userBulkActions, userFacetsQuery, userPageQuery } from './user-queries';

type UsersScreenProps = {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
};

type OpenModal = { user: User; mode: UserModalMode } | null;

/** A user's name in a sentence (their email when they have none), kept in its own direction. */
function displayName(user: User): string {
  return isolatedText(`${user.firstName} ${user.lastName}`.trim() || user.email);
}

/**
 * Users table with search by email, sort, role filter, columns, CSV export and paging, all kept in
 * the URL, the view/edit/delete modal (docs/requirements.md#req-routes-users), each person's
 * History, what they can do (req-permissions) and their API tokens (docs/api.md#api-tokens).
 */
export function UsersScreen({ search, onSearchChange }: UsersScreenProps) {
  const api = useApi();
  const t = useT(messages);
  const roleName = useRoleName();
  const columns = useMemo(() => userColumns(t, roleName), [t, roleName]);
  const users = useListView({
    search,
    onSearchChange,
    queries: userListQueries,
    page: userPageQuery(api, search),
    facets: userFacetsQuery(api, search),
    facetLabels: userFacetLabels(t, roleName),
    columns,
    columnOfField: USER_COLUMN_OF_FIELD,
    exportCsv: () => exportUsers(search),
    bulkActions: userBulkActions(api, t, roleName),
    changes: 'user',
  });
  const [modal, setModal] = useState<OpenModal>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<User | null>(null);
  const [accessOf, setAccessOf] = useState<AccessPerson | null>(null);
  const [tokensOf, setTokensOf] = useState<TokensPerson | null>(null);
  // A person's API tokens are for whoever manages people platform-wide (the endpoints' permission).
  const managesUsers = useCan()('users.manage');
  const updateRole = useUpdateUserRole();
  const deleteUser = useDeleteUser();
  /** The History dialog's names for a user's fields. */
  const userFields = {
    firstName: t('users.firstName'),
    lastName: t('users.lastName'),
    email: t('users.email'),
    phone: t('users.phone'),
    role: t('users.role'),
  };

  const open = useCallback((user: User, mode: UserModalMode) => {
    setModal({ user, mode });
    setModalOpen(true);
  }, []);
  // The same function from render to render: the table then skips the rows a sort, filter or page
  // click leaves as they are while the next page loads (the kit's DataTable memoises its rows).
  const rowActions = useCallback(
    (user: User) => (
      <>
        <IconButton
          label={t('users.view', { email: user.email })}
          icon={<Eye size={16} />}
          onClick={() => open(user, 'view')}
        />
        <IconButton
          label={t('users.edit', { email: user.email })}
          icon={<Pencil size={16} />}
          onClick={() => open(user, 'edit')}
        />
        <IconButton
          label={t('users.history', { email: user.email })}
          icon={<History size={16} />}
          onClick={() => setHistoryOf(user)}
        />
        <IconButton
          label={t('users.delete', { email: user.email })}
          icon={<Trash2 size={16} />}
          variant="ghost"
          onClick={() => open(user, 'delete')}
        />
      </>
    ),
    [t, open],
  );

  return (
    <PageLayout
      title={t('users.title')}
      toolbar={
        <ListToolbar
          label={t('users.tableControls')}
          view={users}
          views={<SavedViews list="users" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput
              {...users.searchInput}
              label={t('users.searchLabel')}
              placeholder={t('users.searchPlaceholder')}
            />
          }
        />
      }
    >
      <DataTable<User>
        {...users.table}
        label={t('users.tableLabel')}
        columns={columns}
        getRowId={(user) => String(user.id)}
        getRowLabel={(user) => user.email}
        empty={
          users.text
            ? t('users.emptySearch', { text: users.text })
            : users.filtered
              ? t('users.emptyFiltered')
              : t('users.empty')
        }
        rowActions={rowActions}
      />
      <ListBulk bulk={users.bulk} label={t('users.bulkLabel')} />
      <UserModal
        user={modal?.user ?? null}
        mode={modal?.mode ?? 'view'}
        open={modalOpen}
        onOpenChange={setModalOpen}
        onModeChange={(mode) => setModal((current) => (current ? { ...current, mode } : current))}
        viewActions={
          modal ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  // One dialog at a time: the details give way to what this person can do.
                  setModalOpen(false);
                  setAccessOf({
                    id: modal.user.id,
                    name: displayName(modal.user),
                  });
                }}
              >
                {t('users.access')}
              </Button>
              {managesUsers ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    // The details give way to the person's API tokens, as to what they can do.
                    setModalOpen(false);
                    setTokensOf({ id: modal.user.id, name: displayName(modal.user) });
                  }}
                >
                  {t('users.apiTokens')}
                </Button>
              ) : null}
            </>
          ) : null
        }
        onSave={(role) => (modal ? updateRole.mutateAsync({ user: modal.user, role }) : undefined)}
        onDelete={() => (modal ? deleteUser.mutateAsync(modal.user) : undefined)}
        deleteMessage={
          modal
            ? t('users.deleteConfirm', {
                name: displayName(modal.user),
                email: ltrText(modal.user.email),
                days: TRASH_RETENTION_DAYS,
              })
            : undefined
        }
      />
      <HistoryDialog
        kind="user"
        record={historyOf}
        name={historyOf ? ltrText(historyOf.email) : ''}
        labels={userFields}
        valueNames={{
          // (A role the app does not know is shown as it came.)
          role: (role) => (ROLES.includes(role as Role) ? roleName(role as Role) : role),
        }}
        onClose={() => setHistoryOf(null)}
      />
      <PersonAccessDialog person={accessOf} onClose={() => setAccessOf(null)} />
      <PersonTokensDialog person={tokensOf} onClose={() => setTokensOf(null)} />
    </PageLayout>
  );
}
