import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, type Role, type User } from '@food-admin/api-client';
import { queryKeys, userQueries } from '@food-admin/api-client/query';
import {
  DataTable,
  IconButton,
  PageLayout,
  SearchInput,
  UserModal,
  type UserModalMode,
} from '@food-admin/ui';
import { useApi } from '../../lib/api-context';
import { removeFromCachedLists } from '../../lib/list-cache';
import { blankToUndefined, type PagedSearch } from '../../lib/search-params';
import { userColumns } from './user-columns';

type UsersScreenProps = {
  search: PagedSearch;
  onSearchChange: (next: PagedSearch) => void;
};

type OpenModal = { user: User; mode: UserModalMode } | null;

/** SPEC section 2: users table with search by email, paging and the view/edit/delete modal. */
export function UsersScreen({ search, onSearchChange }: UsersScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const page = search.page ?? 0;
  const text = search.search ?? '';
  const [modal, setModal] = useState<OpenModal>(null);
  const [modalOpen, setModalOpen] = useState(false);

  const users = useQuery(
    userQueries.list(api, { search: blankToUndefined(text), page, size: DEFAULT_PAGE_SIZE }),
  );

  // Deleting the only row of the last page leaves an empty page: step back to the new last page.
  const totalPages = users.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page >= totalPages && !users.isPlaceholderData) {
      onSearchChange({ ...search, page: Math.max(0, totalPages - 1) || undefined });
    }
  }, [totalPages, page, search, onSearchChange, users.isPlaceholderData]);

  const updateRole = useMutation({
    mutationFn: ({ user, role }: { user: User; role: Role }) =>
      api.admin.updateUser(user.id, { ...user, role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });

  const deleteUser = useMutation({
    mutationFn: (user: User) => api.admin.deleteUser(user.id),
    onSuccess: (_, user) => {
      removeFromCachedLists(queryClient, queryKeys.users.all, user.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });

  const open = (user: User, mode: UserModalMode) => {
    setModal({ user, mode });
    setModalOpen(true);
  };

  return (
    <PageLayout
      title="Users"
      toolbar={
        <SearchInput
          label="Search users by email"
          placeholder="Search by email"
          value={text}
          // SPEC section 4: a new search resets to page 0.
          onSearch={(next) => onSearchChange({ search: blankToUndefined(next), page: undefined })}
        />
      }
    >
      <DataTable<User>
        label="Users"
        columns={userColumns}
        data={users.data?.content ?? []}
        getRowId={(user) => String(user.id)}
        loading={users.isPending}
        fetching={users.isFetching && !users.isPending}
        error={users.isError ? users.error.message : null}
        pageIndex={page}
        totalPages={users.data?.totalPages ?? 0}
        totalItems={users.data?.totalElements}
        onPageChange={(next) => onSearchChange({ ...search, page: next > 0 ? next : undefined })}
        empty={text ? `No users match “${text}”.` : 'No users yet.'}
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
