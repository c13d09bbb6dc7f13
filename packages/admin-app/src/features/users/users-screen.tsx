import { useState } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { User } from '@food-admin/api-client';
import {
  DataTable,
  IconButton,
  PageLayout,
  SearchInput,
  UserModal,
  type UserModalMode,
} from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import type { PagedSearch } from '@/lib/search-params';
import { usePagedList } from '@/features/lists/use-paged-list';
import { userColumns } from './user-columns';
import { useDeleteUser, useUpdateUserRole } from './user-mutations';
import { userPageQuery } from './user-queries';

type UsersScreenProps = {
  search: PagedSearch;
  onSearchChange: (next: PagedSearch) => void;
};

type OpenModal = { user: User; mode: UserModalMode } | null;

/** Users table with search by email, paging and the view/edit/delete modal (docs/requirements.md#req-routes-users). */
export function UsersScreen({ search, onSearchChange }: UsersScreenProps) {
  const api = useApi();
  const users = usePagedList({ search, onSearchChange, query: userPageQuery(api, search) });
  const [modal, setModal] = useState<OpenModal>(null);
  const [modalOpen, setModalOpen] = useState(false);
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
        <SearchInput {...users.searchInput} label="Search users by email" placeholder="Search by email" />
      }
    >
      <DataTable<User>
        {...users.table}
        label="Users"
        columns={userColumns}
        getRowId={(user) => String(user.id)}
        empty={users.text ? `No users match “${users.text}”.` : 'No users yet.'}
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
              label={`Delete ${user.email}`}
              icon={<Trash2 size={16} />}
              variant="ghost"
              onClick={() => open(user, 'delete')}
            />
          </>
        )}
      />
      <UserModal
        user={modal?.user ?? null}
        mode={modal?.mode ?? 'view'}
        open={modalOpen}
        onOpenChange={setModalOpen}
        onModeChange={(mode) => setModal((current) => (current ? { ...current, mode } : current))}
        onSave={(role) => (modal ? updateRole.mutateAsync({ user: modal.user, role }) : undefined)}
        onDelete={() => (modal ? deleteUser.mutateAsync(modal.user) : undefined)}
      />
    </PageLayout>
  );
}
