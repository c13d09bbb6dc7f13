import { useId } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  isApiError,
  MAX_PERMISSION_SET_NAME_LENGTH,
  PermissionSetInputSchema,
  PermissionSetSchema,
  type Permission,
  type PermissionSet,
} from '@food-admin/api-client';
import { Banner, Button, Checkbox, Modal } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/permissionSets';
import { useT } from '@/i18n/locale-provider';
import { useCan } from '@/lib/auth/grants';
import { TextField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { SaveError } from '@/shared/forms/save-error';
import { PERMISSION_GROUPS, PERMISSION_TEXTS } from './permission-texts';
import { SAVE_PERMISSION_SET, useSavePermissionSet } from './permission-set-mutations';

/** What the dialog edits: a new set (`set` null) or an admin's own; `conflict` after a lost race. */
export type SetEditing = { set: PermissionSet | null; conflict?: boolean };

type PermissionSetDialogProps = {
  /** Open while set. */
  editing: SetEditing | null;
  onEditingChange: (next: SetEditing | null) => void;
};

/**
 * New set and Edit (docs/api.md#permission-sets): a name and the permissions, grouped as the matrix
 * groups them. Only the permissions the signed-in person holds platform-wide can be ticked (the
 * server refuses the others). The server's field messages (a name taken, platform permissions on a
 * set held on a restaurant) show on their fields. An edit sends the version it opened with: when
 * someone changed the set meanwhile (412), the form starts again from their version, and says so.
 */
export function PermissionSetDialog({ editing, onEditingChange }: PermissionSetDialogProps) {
  const t = useT(messages);
  const set = editing?.set ?? null;
  const close = () => onEditingChange(null);
  // Escape and the close button wait for a save on its way (its answer decides what comes next).
  const saving = useIsMutating({ mutationKey: SAVE_PERMISSION_SET }) > 0;
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      preventClose={saving}
      size="lg"
      title={set ? t('permissionSets.editTitle', { name: set.name }) : t('permissionSets.createTitle')}
      description={t('permissionSets.dialogHint')}
    >
      {editing ? (
        // Mounted per set and version: each opening, and each newer version, starts from its values.
        <PermissionSetForm
          key={set ? `${set.id}@${set.version}` : 'new'}
          set={set}
          conflict={editing.conflict ?? false}
          onConflict={(current) => onEditingChange({ set: current, conflict: true })}
          onDone={close}
        />
      ) : null}
    </Modal>
  );
}

type FormValues = { name: string; permissions: Permission[] };

/** The set as the server holds it now, from a 412's body (`{ current }`), if it carries one. */
function currentOf(error: unknown): PermissionSet | undefined {
  if (!isApiError(error) || error.status !== 412) return undefined;
  const body = error.body as { current?: unknown } | undefined;
  const parsed = v.safeParse(PermissionSetSchema, body?.current);
  return parsed.success ? parsed.output : undefined;
}

function PermissionSetForm({
  set,
  conflict,
  onConflict,
  onDone,
}: {
  set: PermissionSet | null;
  conflict: boolean;
  onConflict: (current: PermissionSet) => void;
  onDone: () => void;
}) {
  const t = useT(messages);
  const save = useSavePermissionSet(set);
  const binding = useEntityForm({
    schema: PermissionSetInputSchema,
    defaultValues: { name: set?.name ?? '', permissions: [...(set?.permissions ?? [])] } as FormValues,
    submit: (body) => save.mutateAsync(body),
    onSubmitted: onDone,
    onSubmitError: (error) => {
      const current = currentOf(error);
      if (current === undefined) return false;
      onConflict(current);
      return true;
    },
  });
  const { form } = binding;

  return (
    <form
      noValidate
      className="permission-set-form"
      aria-label={set ? t('permissionSets.editTitle', { name: set.name }) : t('permissionSets.createTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      {conflict ? <Banner tone="warning">{t('permissionSets.conflict')}</Banner> : null}
      <SaveError message={binding.submitError} />
      <form.Field name="name">
        {(field) => (
          <TextField
            field={field}
            label={t('permissionSets.field.name')}
            required
            autoComplete="off"
            maxLength={MAX_PERMISSION_SET_NAME_LENGTH}
          />
        )}
      </form.Field>
      <form.Field name="permissions">{(field) => <PermissionsField field={field} />}</form.Field>
      <div className="permission-set-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          {t('permissionSets.cancel')}
        </Button>
        <Button type="submit" loading={binding.submitting}>
          {set ? t('permissionSets.save') : t('permissionSets.create')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The permissions as checkboxes, in two groups (restaurant, platform), under one legend with the
 * field's message. A permission the signed-in person does not hold platform-wide is disabled, and
 * says why.
 */
function PermissionsField({ field }: { field: BoundField<Permission[]> }) {
  const t = useT(messages);
  const can = useCan();
  const { value, error, onChange } = useFieldBinding(field);
  const errorId = useId();
  return (
    <fieldset className="permission-set-form__permissions" aria-describedby={error ? errorId : undefined}>
      <legend className="fa-field__label">
        {t('permissionSets.field.permissions')}
        <span className="fa-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {PERMISSION_GROUPS.map((group) => (
        <fieldset key={group.scope} className="permission-set-form__group">
          <legend>{t(group.title)}</legend>
          {group.permissions.map((permission) => {
            const [label, hint] = PERMISSION_TEXTS[permission];
            const held = can(permission);
            return (
              <Checkbox
                key={permission}
                name="permissions"
                label={t(label)}
                description={held ? t(hint) : `${t(hint)} ${t('permissionSets.notHeld')}`}
                checked={value.includes(permission)}
                disabled={!held}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...value, permission] : value.filter((chosen) => chosen !== permission))
                }
              />
            );
          })}
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} className="fa-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
