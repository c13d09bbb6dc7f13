import { useId, useMemo, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  isApiError,
  lengthLimitOf,
  SUBSCRIBABLE_EVENT_TYPES,
  WebhookEndpointInputSchema,
  WebhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@food-admin/api-client';
import { Banner, Button, Checkbox, Ltr, ltrText, Modal, Switch } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/integrations';
import { useT } from '@/i18n/locale-provider';
import { TextField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { SaveError } from '@/shared/forms/save-error';
import { showServerErrors } from '@/shared/forms/server-errors';
import { EndpointSecret } from './endpoint-secret';
import { SAVE_ENDPOINT, useSaveEndpoint } from './integration-mutations';
import { EVENT_GROUPS, EVENT_SUMMARY_KEYS, type IntegrationsTranslate } from './integration-texts';

/** What the dialog edits: a new endpoint (`endpoint` null) or one of the list's; `conflict` after a lost race. */
export type EndpointEditing = { endpoint: WebhookEndpoint | null; conflict?: boolean };

type EndpointDialogProps = {
  /** Open while set. */
  editing: EndpointEditing | null;
  onEditingChange: (next: EndpointEditing | null) => void;
};

/**
 * Add endpoint and Edit (docs/api.md#webhooks): the address, a description, the events grouped by
 * what they are about (each with its summary), and "Deliver in order". Once added, the same dialog
 * shows the signing secret, once: closing it forgets the secret. An edit sends the version it
 * opened with: when someone changed the endpoint meanwhile (412), the form starts again from their
 * version, and says so.
 */
export function EndpointDialog({ editing, onEditingChange }: EndpointDialogProps) {
  const t = useT(messages);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const endpoint = editing?.endpoint ?? null;
  const close = () => {
    setCreated(null);
    onEditingChange(null);
  };
  // Escape and the close button wait for a save on its way (its answer may hold the only copy of the secret).
  const saving = useIsMutating({ mutationKey: SAVE_ENDPOINT }) > 0;
  const title = created
    ? t('integrations.secretTitle')
    : endpoint
      ? t('integrations.editTitle')
      : t('integrations.createTitle');
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      preventClose={saving}
      size="lg"
      title={title}
      description={created ? undefined : t('integrations.dialogHint')}
    >
      {editing === null ? null : created ? (
        <EndpointSecret created={created} onDone={close} />
      ) : (
        // Mounted per endpoint and version: each opening, and each newer version, starts from its values.
        <EndpointForm
          key={endpoint ? `${endpoint.id}@${endpoint.version}` : 'new'}
          endpoint={endpoint}
          conflict={editing.conflict ?? false}
          onConflict={(current) => onEditingChange({ endpoint: current, conflict: true })}
          onCreated={setCreated}
          onDone={close}
        />
      )}
    </Modal>
  );
}

type FormValues = {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  ordered: boolean;
  /** An endpoint the platform disabled: whether saving enables it again (else it stays stopped, as paused). */
  enable: boolean;
};

/** The scheme as the texts quote it, kept left to right in an Arabic sentence. */
const HTTPS = ltrText('https://');

const MAX_URL = lengthLimitOf(WebhookEndpointInputSchema.entries.url, 'max');
const MAX_DESCRIPTION = lengthLimitOf(WebhookEndpointInputSchema.entries.description, 'max');

/** Loopback hosts: the only ones the server may call over plain http (a development setting). */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * An https address with a host, or plain http to a loopback host. The contract's schema takes any
 * http(s) address; the server takes http to loopback only where its development setting allows it
 * (docs/operations.md#webhooks) and refuses it otherwise, so the form asks for https:// at once
 * except for a loopback receiver.
 */
function isReceiverUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.hostname === '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
  } catch {
    return false;
  }
}

/**
 * The form's checks, in the reader's language: the contract's limits (the server checks its schema
 * again, and where the address leads), with https required.
 */
const endpointFormSchema = (t: IntegrationsTranslate) =>
  v.object({
    url: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('integrations.validation.urlRequired')),
      v.maxLength(MAX_URL ?? Infinity, t('integrations.validation.urlTooLong', { max: MAX_URL })),
      v.check(isReceiverUrl, t('integrations.validation.urlHttps', { https: HTTPS })),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        MAX_DESCRIPTION ?? Infinity,
        t('integrations.validation.descriptionTooLong', { max: MAX_DESCRIPTION }),
      ),
    ),
    eventTypes: v.pipe(
      v.array(v.picklist(SUBSCRIBABLE_EVENT_TYPES)),
      v.minLength(1, t('integrations.validation.eventsRequired')),
    ),
    ordered: v.boolean(),
    enable: v.boolean(),
  });

/** The endpoint as the server holds it now, from a 412's body (`{ current }`), if it carries one. */
function currentOf(error: unknown): WebhookEndpoint | undefined {
  if (!isApiError(error) || error.status !== 412) return undefined;
  const body = error.body as { current?: unknown } | undefined;
  const parsed = v.safeParse(WebhookEndpointSchema, body?.current);
  return parsed.success ? parsed.output : undefined;
}

/** The server's refusals of an address (not https, not public, does not resolve): said on the address. */
const isAddressRefusal = (error: unknown) => isApiError(error) && /^WEBHOOK_URL_/.test(error.code ?? '');

function EndpointForm({
  endpoint,
  conflict,
  onConflict,
  onCreated,
  onDone,
}: {
  endpoint: WebhookEndpoint | null;
  conflict: boolean;
  onConflict: (current: WebhookEndpoint) => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
  onDone: () => void;
}) {
  const t = useT(messages);
  const texts = useApiTexts();
  const save = useSaveEndpoint(endpoint);
  const schema = useMemo(() => endpointFormSchema(t), [t]);
  const disabledByPlatform = endpoint?.status === 'AUTO_DISABLED';
  const binding = useEntityForm({
    schema,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      eventTypes: [...(endpoint?.eventTypes ?? [])],
      ordered: endpoint?.ordered ?? false,
      enable: true,
    } as FormValues,
    submit: async ({ enable, ...body }) => {
      const status =
        endpoint === null || endpoint.status === 'ENABLED' || (disabledByPlatform && enable)
          ? 'ENABLED'
          : 'PAUSED';
      const answer = await save.mutateAsync({ body, status });
      if (answer.secret !== null) onCreated({ endpoint: answer.endpoint, secret: answer.secret });
      else onDone();
    },
    onSubmitError: (error) => {
      const current = currentOf(error);
      if (current !== undefined) {
        onConflict(current);
        return true;
      }
      if (!isAddressRefusal(error)) return false;
      showServerErrors(binding.form, { url: texts.error(error) });
      return true;
    },
  });
  const { form } = binding;
  const title = endpoint ? t('integrations.editTitle') : t('integrations.createTitle');

  return (
    <form
      noValidate
      className="integrations-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      {conflict ? <Banner tone="warning">{t('integrations.conflict')}</Banner> : null}
      <SaveError message={binding.submitError} />
      <form.Field name="url">
        {(field) => (
          <TextField
            field={field}
            type="url"
            label={t('integrations.field.url')}
            hint={t('integrations.field.urlHint', { https: HTTPS })}
            required
            autoComplete="off"
          />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextField
            field={field}
            label={t('integrations.field.description')}
            hint={t('integrations.field.descriptionHint')}
            autoComplete="off"
            maxLength={MAX_DESCRIPTION}
          />
        )}
      </form.Field>
      <form.Field name="eventTypes">{(field) => <EventsField field={field} />}</form.Field>
      <form.Field name="ordered">
        {(field) => (
          <SwitchField
            field={field}
            label={t('integrations.field.ordered')}
            description={t('integrations.field.orderedHint')}
          />
        )}
      </form.Field>
      {disabledByPlatform ? (
        <form.Field name="enable">
          {(field) => (
            <SwitchField
              field={field}
              label={t('integrations.field.enableOnSave')}
              description={t('integrations.field.enableOnSaveHint', {
                reason: endpoint.disabledReason ?? '',
              })}
            />
          )}
        </form.Field>
      ) : null}
      <div className="integrations-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={binding.submitting}>
          {t('integrations.cancel')}
        </Button>
        <Button type="submit" loading={binding.submitting}>
          {endpoint ? t('integrations.save') : t('integrations.addEndpoint')}
        </Button>
      </div>
    </form>
  );
}

/** A switch bound to a form's boolean. */
function SwitchField({
  field,
  label,
  description,
}: {
  field: BoundField<boolean>;
  label: string;
  description: string;
}) {
  const { value, onChange } = useFieldBinding(field);
  return <Switch label={label} description={description} checked={value} onCheckedChange={onChange} />;
}

/**
 * The events as checkboxes in groups (orders, restaurants, menus, dishes, reviews, accounts), each
 * named as receivers see it (order.created) with its summary as hint, under one legend with the
 * field's message.
 */
function EventsField({ field }: { field: BoundField<WebhookEventType[]> }) {
  const t = useT(messages);
  const { value, error, onChange } = useFieldBinding(field);
  const errorId = useId();
  return (
    <fieldset className="integrations-form__events" aria-describedby={error ? errorId : undefined}>
      <legend className="fa-field__label">
        {t('integrations.field.events')}
        <span className="fa-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {EVENT_GROUPS.map((group) => (
        <fieldset key={group.prefix} className="integrations-form__group">
          <legend>{t(group.title)}</legend>
          {group.events.map((type) => (
            <Checkbox
              key={type}
              name="eventTypes"
              label={<Ltr className="integrations-event">{type}</Ltr>}
              description={t(EVENT_SUMMARY_KEYS[type])}
              checked={value.includes(type)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...value, type] : value.filter((chosen) => chosen !== type))
              }
            />
          ))}
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
