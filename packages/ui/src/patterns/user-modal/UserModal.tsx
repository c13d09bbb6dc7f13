import { useEffect, useState, type ReactNode } from 'react';
import { fullName } from '../../lib/format';
import { useAsyncAction } from '../../lib/use-async-action';
import { useKitStrings } from '../../strings';
import type { UserLike, UserRole } from '../../types';
import { Avatar } from '../../primitives/avatar';
import { Badge } from '../../primitives/badge';
import { Banner } from '../banner';
import { Button } from '../../primitives/button';
import { FormField } from '../../primitives/form-field';
import { isolatedText, Ltr, ltrText } from '../../primitives/ltr';
import { Modal } from '../../primitives/modal';
import { Select, type SelectOption } from '../../primitives/select';

export type UserModalMode = 'view' | 'edit' | 'delete';

/** Our roles with their English labels; the modal labels them through the strings' `roleLabel`. */
export const USER_ROLE_OPTIONS: ReadonlyArray<SelectOption<UserRole>> = [
  { value: 'CUSTOMER', label: 'Customer' },
  { value: 'RESTAURANT', label: 'Restaurant' },
  { value: 'COURIER', label: 'Courier' },
  { value: 'ADMIN', label: 'Admin' },
];

export interface UserModalProps<TRole extends string = UserRole> {
  /** The user to show; the modal is open while this is set and `open` is true. */
  user: UserLike<TRole> | null;
  mode: UserModalMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode: called with the chosen role (only the role is editable). May return a promise. */
  onSave?: (role: TRole, user: UserLike<TRole>) => unknown;
  /** Delete mode: called on Confirm. May return a promise. */
  onDelete?: (user: UserLike<TRole>) => unknown;
  /** Switch modes from view (Edit / Delete buttons in the footer). */
  onModeChange?: (mode: UserModalMode) => void;
  /**
   * View mode: more of the app's actions on this user, placed before Delete and Edit in the footer
   * (a table row keeps few icon buttons, so the rarer actions live here).
   */
  viewActions?: ReactNode;
  /**
   * Delete mode's text, saying what the delete does (an app with a trash says where the user goes
   * and how to get them back). Default: the strings' `deleteUserMessage`.
   */
  deleteMessage?: ReactNode;
  /** Controlled busy/error (e.g. from a mutation), in addition to promise tracking. */
  busy?: boolean;
  error?: string | null;
  /**
   * The roles the Role select offers, with their labels (the role badge reads them too). Default:
   * our roles (CUSTOMER, RESTAURANT, COURIER, ADMIN) labelled by the strings' `roleLabel`; an app
   * with roles of its own passes them here.
   */
  roleOptions?: ReadonlyArray<SelectOption<TRole>>;
}

// Two signatures: JSX infers `TRole` from the first; `ComponentProps<typeof UserModal>` (Storybook's
// args, an app's wrappers) reads the last one, our roles, rather than an erased `string`.
/** The user modal (view, edit the role, delete), with the role union of the user it is given. */
export function UserModal<TRole extends string>(props: UserModalProps<TRole>): ReactNode;
/** The user modal (view, edit the role, delete), with our roles. */
export function UserModal(props: UserModalProps): ReactNode;
/**
 * One modal for a user row's actions: view details, edit the role, or confirm deletion. Titles
 * 'User details', 'Edit user' and 'Confirm deletion' (the strings' `userDetails`, `editUser`,
 * `confirmDeletion`).
 */
export function UserModal<TRole extends string = UserRole>({
  user,
  mode,
  open,
  onOpenChange,
  onSave,
  onDelete,
  onModeChange,
  viewActions,
  deleteMessage,
  busy = false,
  error,
  roleOptions,
}: UserModalProps<TRole>): ReactNode {
  const strings = useKitStrings();
  const [role, setRole] = useState<TRole | undefined>(user?.role);
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
  const chosen = role ?? user.role;
  // Without options of its own, the modal offers ours: the type's default says they are the same.
  const roles =
    roleOptions ??
    (USER_ROLE_OPTIONS.map(({ value }) => ({
      value,
      label: strings.roleLabel(value),
    })) as unknown as ReadonlyArray<SelectOption<TRole>>);
  const roleLabel = (value: TRole) => roles.find((option) => option.value === value)?.label ?? value;
  const titles: Record<UserModalMode, string> = {
    view: strings.userDetails,
    edit: strings.editUser,
    delete: strings.confirmDeletion,
  };

  const settle = async (result: unknown) => {
    if (result instanceof Promise) {
      const ok = await action.run(() => result);
      if (ok) onOpenChange(false);
    }
  };

  const details = (
    <dl className="fa-details">
      <div className="fa-details__row">
        <dt>{strings.id}</dt>
        <dd>{user.id}</dd>
      </div>
      <div className="fa-details__row">
        <dt>{strings.name}</dt>
        <dd>{name}</dd>
      </div>
      <div className="fa-details__row">
        <dt>{strings.email}</dt>
        <dd>
          <Ltr>{user.email}</Ltr>
        </dd>
      </div>
      {mode !== 'edit' ? (
        <div className="fa-details__row">
          <dt>{strings.role}</dt>
          <dd>
            <Badge tone="primary">{roleLabel(user.role)}</Badge>
          </dd>
        </div>
      ) : null}
      <div className="fa-details__row">
        <dt>{strings.phone}</dt>
        <dd>{user.phone ? <Ltr>{user.phone}</Ltr> : '—'}</dd>
      </div>
    </dl>
  );

  const footer =
    mode === 'view' ? (
      <>
        {viewActions}
        {onModeChange ? (
          <>
            <Button variant="outline" onClick={() => onModeChange('delete')}>
              {strings.delete}
            </Button>
            <Button variant="outline" onClick={() => onModeChange('edit')}>
              {strings.edit}
            </Button>
          </>
        ) : null}
        <Button onClick={() => onOpenChange(false)}>{strings.close}</Button>
      </>
    ) : mode === 'edit' ? (
      <>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
          {strings.cancel}
        </Button>
        <Button
          loading={isBusy}
          disabled={chosen === user.role}
          onClick={() => void settle(onSave?.(chosen, user))}
        >
          {strings.save}
        </Button>
      </>
    ) : (
      <>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
          {strings.cancel}
        </Button>
        <Button variant="danger" loading={isBusy} onClick={() => void settle(onDelete?.(user))}>
          {strings.confirm}
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={titles[mode]}
      description={
        mode === 'delete'
          ? (deleteMessage ?? strings.deleteUserMessage(isolatedText(name), ltrText(user.email)))
          : undefined
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
              <p className="fa-user-modal__email">
                <Ltr>{user.email}</Ltr>
              </p>
            </div>
          </div>
          {details}
          {mode === 'edit' ? (
            <FormField label={strings.role} hint={strings.roleHint}>
              <Select value={chosen} onValueChange={setRole} options={roles} disabled={isBusy} />
            </FormField>
          ) : null}
        </div>
      ) : null}
      {shownError ? <Banner tone="error">{shownError}</Banner> : null}
    </Modal>
  );
}
