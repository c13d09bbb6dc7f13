import { useState } from 'react';
import { Eye, History, Pencil, Trash2 } from 'lucide-react';
import type { User } from '@food-admin/api-client';
import {
  DataTable,
  IconButton,
  PageLayout,
  SearchInput,
  UserModal,
  type UserModalMode,
} from '@food-admin/ui';
import { userListQueries } from '@food-admin/api-client';
import { apiKey } from '@food-admin/api-client/query';
import { useApi } from '@/lib/api-context';
import type { ListSearch } from '@/features/lists/list-search';
import { ListBulk } from '@/features/lists/list-bulk';
import { ListToolbar } from '@/features/lists/list-toolbar';
import { SavedViews } from '@/features/lists/saved-views';
import { useListView } from '@/features/lists/use-list-view';
import { HistoryDialog } from '@/features/history/history-dialog';
import { USER_COLUMN_OF_FIELD, userColumns, userFacetLabels } from './user-columns';
import { useDeleteUser, useUpdateUserRole } from './user-mutations';
import { exportUsers, userBulkActions, userFacetsQuery, userPageQuery } from './user-queries';

type UsersScreenProps = {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
};

type OpenModal = { user: User; mode: UserModalMode } | null;

/** The History dialog's names for a user's fields. */
const USER_FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
};

/**
 * Users table with search by email, sort, role filter, columns, CSV export and paging, all kept in
 * the URL, and the view/edit/delete modal (docs/requirements.md#req-routes-users).
 */
export function UsersScreen({ search, onSearchChange }: UsersScreenProps) {
  const api = useApi();
  const users = useListView({
    search,
    onSearchChange,
    queries: userListQueries,
    page: userPageQuery(api, search),
    facets: userFacetsQuery(api, search),
    facetLabels: userFacetLabels,
    columns: userColumns,
    columnOfField: USER_COLUMN_OF_FIELD,
    exportCsv: () => exportUsers(api, search),
    bulkActions: userBulkActions(api),
    invalidate: [apiKey('admin')],
  });
  const [modal, setModal] = useState<OpenModal>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<User | null>(null);
  const updateRole = useUpdateUserRole();
  const deleteUser = useDeleteUser();

  const open = (user: User, mode: UserModalMode) => {
    setModal({ user, mode });
    setModalOpen(true);
  };

  return (
    <PageLayout
      title="Users"
      toolbar={
        <ListToolbar
          label="Users table controls"
          view={users}
          views={<SavedViews list="users" search={search} onOpen={onSearchChange} />}
          search={
            <SearchInput {...users.searchInput} label="Search users by email" placeholder="Search by email" />
          }
        />
      }
    >
      <DataTable<User>
        {...users.table}
        label="Users"
        columns={userColumns}
        getRowId={(user) => String(user.id)}
        getRowLabel={(user) => user.email}
        empty={
          users.text
            ? `No users match “${users.text}”.`
            : users.filtered
              ? 'No users match these filters.'
              : 'No users yet.'
        }
        rowActions={(user) => (
          <>
            <IconButton
              label={`View ${user.email}`}
              icon={<Eye size={16} />}
              onClick={() => open(user, 'view')}
            />
            <IconButton
              label={`Edit ${user.email}`}
              icon={<Pencil size={16} />}
              onClick={() => open(user, 'edit')}
            />
            <IconButton
              label={`History of ${user.email}`}
              icon={<History size={16} />}
              onClick={() => setHistoryOf(user)}
            />
            <IconButton
              label={`Delete ${user.email}`}
              icon={<Trash2 size={16} />}
              variant="ghost"
              onClick={() => open(user, 'delete')}
            />
          </>
        )}
      />
      <ListBulk bulk={users.bulk} label="Bulk actions on users" />
      <UserModal
        user={modal?.user ?? null}
        mode={modal?.mode ?? 'view'}
        open={modalOpen}
        onOpenChange={setModalOpen}
        onModeChange={(mode) => setModal((current) => (current ? { ...current, mode } : current))}
        onSave={(role) => (modal ? updateRole.mutateAsync({ user: modal.user, role }) : undefined)}
        onDelete={() => (modal ? deleteUser.mutateAsync(modal.user) : undefined)}
      />
      <HistoryDialog
        kind="user"
        record={historyOf}
        name={historyOf?.email ?? ''}
        labels={USER_FIELDS}
        onClose={() => setHistoryOf(null)}
      />
    </PageLayout>
  );
}
