import { useId, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import {
  ApiTokenInputSchema,
  MAX_API_TOKEN_NAME_LENGTH,
  type CreatedApiToken,
  type Permission,
} from '@food-admin/api-client';
import { Button, Checkbox, Modal, SegmentedControl, Skeleton } from '@food-admin/ui';
import { messages as permissionMessages } from '@/i18n/compiled/en/permissionSets';
import { messages } from '@/i18n/compiled/en/apiTokens';
import { useT } from '@/i18n/locale-provider';
import { useGrants } from '@/lib/auth/grants';
import { useFormatDateTime } from '@/lib/format-date';
import { TextField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { SaveError } from '@/shared/forms/save-error';
import { PERMISSION_GROUPS } from '@/features/permission-sets';
import { CREATE_API_TOKEN, useCreateApiToken } from './api-token-mutations';
import {
  DEFAULT_EXPIRY_DAYS,
  EXPIRY_PRESETS,
  expiryOf,
  usePermissionTexts,
  type ExpiryPreset,
} from './token-texts';
import { TokenSecret } from './token-secret';

type CreateTokenDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * Create token (docs/api.md#api-tokens): a name, how long it lives and what it may do, checked with
 * the contract's schema as the server checks it. Once made, the same dialog shows the secret, once:
 * closing it forgets the secret (nothing else keeps it: ./api-token-mutations.ts), and a later
 * opening starts a new token. A refusal (too many tokens, a permission no longer held) shows above
 * the form.
 */
export function CreateTokenDialog({ open, onClose }: CreateTokenDialogProps) {
  const t = useT(messages);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // Escape and the close button wait for a creation on its way (its answer holds the only copy of the secret).
  const saving = useIsMutating({ mutationKey: CREATE_API_TOKEN }) > 0;
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      preventClose={saving}
      size="lg"
      title={created ? t('apiTokens.revealTitle') : t('apiTokens.createTitle')}
      description={created ? undefined : t('apiTokens.createHint')}
    >
      {!open ? null : created ? (
        <TokenSecret created={created} onDone={close} />
      ) : (
        <CreateTokenForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

type FormValues = { name: string; expiresInDays: number; scopes: Permission[] };

function CreateTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedApiToken) => void;
  onCancel: () => void;
}) {
  const t = useT(messages);
  const create = useCreateApiToken();
  const binding = useEntityForm({
    schema: ApiTokenInputSchema,
    defaultValues: { name: '', expiresInDays: DEFAULT_EXPIRY_DAYS, scopes: [] } as FormValues,
    submit: async (body) => onCreated(await create.mutateAsync(body)),
  });
  const { form } = binding;
  return (
    <form
      noValidate
      className="token-form"
      aria-label={t('apiTokens.createTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <SaveError message={binding.submitError} />
      <form.Field name="name">
        {(field) => (
          <TextField
            field={field}
            label={t('apiTokens.field.name')}
            hint={t('apiTokens.field.nameHint')}
            required
            autoComplete="off"
            maxLength={MAX_API_TOKEN_NAME_LENGTH}
          />
        )}
      </form.Field>
      <form.Field name="expiresInDays">{(field) => <ExpiryField field={field} />}</form.Field>
      <form.Field name="scopes">{(field) => <ScopesField field={field} />}</form.Field>
      <div className="token-form__buttons">
        <Button variant="outline" onClick={onCancel} disabled={binding.submitting}>
          {t('apiTokens.cancel')}
        </Button>
        <Button type="submit" loading={binding.submitting}>
          {t('apiTokens.create')}
        </Button>
      </div>
    </form>
  );
}

/** How long the token lives: the presets side by side, and the date that makes. */
function ExpiryField({ field }: { field: BoundField<number> }) {
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  const { value, onChange } = useFieldBinding(field);
  const hintId = useId();
  return (
    <fieldset className="token-form__fieldset" aria-describedby={hintId}>
      <legend className="fa-field__label">{t('apiTokens.field.expiry')}</legend>
      <SegmentedControl<`${ExpiryPreset}`>
        aria-label={t('apiTokens.field.expiry')}
        value={String(value) as `${ExpiryPreset}`}
        onValueChange={(next) => onChange(Number(next))}
        options={EXPIRY_PRESETS.map((days) => ({
          value: `${days}`,
          label: t('apiTokens.days', { count: days }),
        }))}
      />
      <p id={hintId} className="fa-field__hint">
        {t('apiTokens.field.expiryHint', { date: formatDateTime(expiryOf(value, Date.now())) })}
      </p>
    </fieldset>
  );
}

/**
 * The permissions as checkboxes, grouped as the Permission sets page groups them, limited to those
 * the signed-in person holds somewhere (platform-wide, as an owner, or through a membership): the
 * server refuses any other (API_TOKEN_SCOPE_NOT_HELD). A group with none of them is left out; a
 * restaurant account's memberships are waited for.
 */
function ScopesField({ field }: { field: BoundField<Permission[]> }) {
  const t = useT(messages);
  const tPermissions = useT(permissionMessages);
  const { name, hint } = usePermissionTexts();
  const { ready, reaches } = useGrants();
  const { value, error, onChange } = useFieldBinding(field);
  const errorId = useId();
  const hintId = useId();
  const groups = PERMISSION_GROUPS.map((group) => ({
    ...group,
    permissions: group.permissions.filter((permission) => reaches(permission)),
  })).filter((group) => group.permissions.length > 0);
  return (
    <fieldset
      className="token-form__fieldset"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="fa-field__label">
        {t('apiTokens.field.scopes')}
        <span className="fa-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className="fa-field__hint">
        {t('apiTokens.field.scopesHint')}
      </p>
      {ready ? (
        groups.map((group) => (
          <fieldset key={group.scope} className="token-form__group">
            <legend>{tPermissions(group.title)}</legend>
            {group.permissions.map((permission) => (
              <Checkbox
                key={permission}
                name="scopes"
                label={name(permission)}
                description={hint(permission)}
                checked={value.includes(permission)}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...value, permission] : value.filter((chosen) => chosen !== permission))
                }
              />
            ))}
          </fieldset>
        ))
      ) : (
        <div role="status" aria-busy="true" aria-label={t('apiTokens.scopesLoading')}>
          <Skeleton height="6rem" />
        </div>
      )}
      {error ? (
        <p id={errorId} className="fa-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
