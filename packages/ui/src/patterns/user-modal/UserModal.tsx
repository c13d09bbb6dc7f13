import { useEffect, useState } from 'react';
import { fullName } from '../../lib/format';
import { useAsyncAction } from '../../lib/use-async-action';
import type { UserLike, UserRole } from '../../types';
import { Avatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { Banner } from '../banner';
import { Button } from '../../primitives/button';
import { CONFIRM_DELETION_TITLE } from '../confirm-dialog';
import { FormField } from '../../primitives/form-field';
import { Modal } from '../../primitives/modal';
import { Select, type SelectOption } from '../../primitives/select';

export type UserModalMode = 'view' | 'edit' | 'delete';

export const USER_ROLE_OPTIONS: ReadonlyArray<SelectOption<UserRole>> = [
  { value: 'CUSTOMER', label: 'Customer' },
  { value: 'RESTAURANT', label: 'Restaurant' },
  { value: 'COURIER', label: 'Courier' },
  { value: 'ADMIN', label: 'Admin' },
];

export interface UserModalProps {
  /** The user to show; the modal is open while this is set and `open` is true. */
  user: UserLike | null;
  mode: UserModalMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode: called with the chosen role (only the role is editable). May return a promise. */
  onSave?: (role: UserRole, user: UserLike) => unknown;
  /** Delete mode: called on Confirm. May return a promise. */
  onDelete?: (user: UserLike) => unknown;
  /** Switch modes from view (Edit / Delete buttons in the footer). */
  onModeChange?: (mode: UserModalMode) => void;
  /** Controlled busy/error (e.g. from a mutation), in addition to promise tracking. */
  busy?: boolean;
  error?: string | null;
}

const titles: Record<UserModalMode, string> = {
  view: 'User details',
  edit: 'Edit user',
  delete: CONFIRM_DELETION_TITLE,
};

function roleLabel(role: UserRole): string {
  return USER_ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}

/** One modal for a user row's actions: view details, edit the role, or confirm deletion. */
export function UserModal({
  user,
  mode,
  open,
  onOpenChange,
  onSave,
  onDelete,
  onModeChange,
  busy = false,
  error,
}: UserModalProps) {
  const [role, setRole] = useState<UserRole>(user?.role ?? 'CUSTOMER');
  const action = useAsyncAction();
  const { reset } = action;
  const isBusy = busy || action.pending;
  const shownError = error ?? action.error;

  useEffect(() => {
    if (open && user) setRole(user.role);
    if (open) reset();
  }, [open, user, mode, reset]);

  if (!user) return null;
  const name = fullName(user) || user.email;

  const settle = async (result: unknown) => {
    if (result instanceof Promise) {
      const ok = await action.run(() => result);
      if (ok) onOpenChange(false);
    }
  };

  const details = (
    <dl className="fa-details">
      <div className="fa-details__row">
        <dt>ID</dt>
        <dd>{user.id}</dd>
      </div>
      <div className="fa-details__row">
        <dt>Name</dt>
        <dd>{name}</dd>
      </div>
      <div className="fa-details__row">
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
      {mode !== 'edit' ? (
        <div className="fa-details__row">
          <dt>Role</dt>
          <dd>
            <Badge tone="primary">{roleLabel(user.role)}</Badge>
          </dd>
        </div>
      ) : null}
      <div className="fa-details__row">
        <dt>Phone</dt>
        <dd>{user.phone || '—'}</dd>
      </div>
    </dl>
  );

  const footer =
    mode === 'view' ? (
      <>
        {onModeChange ? (
          <>
            <Button variant="outline" onClick={() => onModeChange('delete')}>
              Delete
            </Button>
            <Button variant="outline" onClick={() => onModeChange('edit')}>
              Edit
            </Button>
          </>
        ) : null}
        <Button onClick={() => onOpenChange(false)}>Close</Button>
      </>
    ) : mode === 'edit' ? (
      <>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          loading={isBusy}
          disabled={role === user.role}
          onClick={() => void settle(onSave?.(role, user))}
        >
          Save
        </Button>
      </>
    ) : (
      <>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
          Cancel
        </Button>
        <Button variant="danger" loading={isBusy} onClick={() => void settle(onDelete?.(user))}>
          Confirm
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={titles[mode]}
      description={
        mode === 'delete' ? `Delete user ${name} (${user.email})? This cannot be undone.` : undefined
      }
      role={mode === 'delete' ? 'alertdialog' : 'dialog'}
      preventClose={isBusy}
      footer={footer}
    >
      {mode !== 'delete' ? (
        <div className="fa-user-modal">
          <div className="fa-user-modal__identity">
            <Avatar name={name} size="lg" />
            <div>
              <p className="fa-user-modal__name">{name}</p>
              <p className="fa-user-modal__email">{user.email}</p>
            </div>
          </div>
          {details}
          {mode === 'edit' ? (
            <FormField label="Role" hint="Only the role can be changed.">
              <Select value={role} onValueChange={setRole} options={USER_ROLE_OPTIONS} disabled={isBusy} />
            </FormField>
          ) : null}
        </div>
      ) : null}
      {shownError ? <Banner tone="error">{shownError}</Banner> : null}
    </Modal>
  );
}
