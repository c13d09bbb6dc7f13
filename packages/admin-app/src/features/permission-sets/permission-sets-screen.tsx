import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Pencil, Plus, Trash2 } from 'lucide-react';
import { isApiError, type PermissionSet } from '@food-admin/api-client';
import { Badge, Button, ConfirmDialog, IconButton, isolatedText, PageLayout, Skeleton } from '@food-admin/ui';
import { permissionSetsQuery, useSetName } from '@/features/team';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/permissionSets';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useCan } from '@/lib/auth/grants';
import { notify } from '@/shared/feedback/notify';
import { LoadError } from '@/shared/layout/load-error';
import { useDeleteConfirm } from '@/shared/lists/use-delete-confirm';
import { PermissionSetDialog, type SetEditing } from './permission-set-dialog';
import { useDeletePermissionSet } from './permission-set-mutations';
import { inMatrixOrder, PERMISSION_GROUPS, PERMISSION_TEXTS } from './permission-texts';
import '@/shared/layout/detail-page.css';
import './permission-sets-screen.css';

function BackToStaff() {
  const t = useT(messages);
  return <Link to="/admin/staff">{t('permissionSets.backToStaff')}</Link>;
}

/**
 * The permission sets (docs/requirements.md#req-permissions, docs/api.md#permission-sets), for
 * whoever holds users.manage platform-wide: a matrix of the catalogue's permissions (rows, grouped
 * restaurant and platform) by set (columns, the built-in ones first and read-only). New set adds
 * one of the caller's own; an admin's set whose permissions the caller holds can be edited or
 * deleted (after confirming; the server keeps a set someone holds or is invited with).
 */
export function PermissionSetsScreen() {
  const api = useApi();
  const t = useT(messages);
  const sets = useQuery(permissionSetsQuery(api));
  const [editing, setEditing] = useState<SetEditing | null>(null);
  const page = {
    title: t('permissionSets.title'),
    description: t('permissionSets.description'),
  };

  if (sets.error)
    return (
      <PageLayout {...page}>
        <LoadError error={sets.error} onRetry={() => void sets.refetch()} back={<BackToStaff />} />
      </PageLayout>
    );
  if (!sets.data)
    return (
      <PageLayout {...page}>
        <div className="permission-sets" aria-busy="true">
          <Skeleton height="24rem" />
        </div>
      </PageLayout>
    );
  return (
    <PageLayout
      {...page}
      actions={
        <Button leadingIcon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing({ set: null })}>
          {t('permissionSets.new')}
        </Button>
      }
    >
      <PermissionMatrix sets={sets.data} onEdit={(set) => setEditing({ set })} />
      <PermissionSetDialog editing={editing} onEditingChange={setEditing} />
    </PageLayout>
  );
}

/**
 * The matrix: an accessible table (row and column headers, each cell saying Yes or No in words for
 * screen readers, a check mark or a dash on screen). Wider than a phone, it scrolls sideways in its
 * own box, the permissions' column staying put.
 */
function PermissionMatrix({
  sets,
  onEdit,
}: {
  sets: readonly PermissionSet[];
  onEdit: (set: PermissionSet) => void;
}) {
  const t = useT(messages);
  const texts = useApiTexts();
  const can = useCan();
  const setName = useSetName(sets);
  const headingId = useId();
  const hintId = useId();
  const columns = inMatrixOrder(sets);
  const remove = useDeletePermissionSet();
  const confirmDelete = useDeleteConfirm(
    async (set: PermissionSet) => {
      try {
        await remove.mutateAsync(set);
      } catch (error) {
        // Someone holds it or is invited with it (409): nothing the dialog could change; the toast says why.
        if (!isApiError(error) || error.status !== 409) throw error;
        notify.error(t('permissionSets.deleteFailed', { name: isolatedText(set.name) }), {
          description: texts.error(error),
        });
      }
    },
    (set) => t('permissionSets.deleteMessage', { name: isolatedText(set.name) }),
  );
  // An admin's own set whose every permission the caller holds platform-wide: the server lets them write it.
  const writable = (set: PermissionSet) =>
    !set.builtIn && set.permissions.every((permission) => can(permission));
  const anyWritable = columns.some(writable);
  const ownSets = columns.filter((set) => !set.builtIn);

  return (
    <section className="detail-panel permission-sets" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-panel__title">
        {t('permissionSets.matrix')}
      </h2>
      <p id={hintId} className="permission-sets__scroll-hint">
        {t('permissionSets.scrollHint')}
      </p>
      {/* Focusable, so the keyboard scrolls it too. */}
      <div
        className="permission-matrix"
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <table className="permission-matrix__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('permissionSets.permission')}</th>
              {columns.map((set) => (
                <th key={set.id} scope="col" className="permission-matrix__set">
                  <span className="permission-matrix__set-name">{setName(set)}</span>
                  {set.builtIn ? (
                    <>
                      {' '}
                      <Badge tone="neutral">{t('permissionSets.builtIn')}</Badge>
                    </>
                  ) : null}
                </th>
              ))}
            </tr>
            {anyWritable ? (
              <tr className="permission-matrix__actions">
                <th scope="row">
                  <span className="fa-visually-hidden">{t('permissionSets.actions')}</span>
                </th>
                {columns.map((set) => (
                  <td key={set.id}>
                    {writable(set) ? (
                      <span className="permission-matrix__buttons">
                        <IconButton
                          size="sm"
                          icon={<Pencil size={14} />}
                          label={t('permissionSets.editSet', { name: set.name })}
                          onClick={() => onEdit(set)}
                        />
                        <IconButton
                          size="sm"
                          icon={<Trash2 size={14} />}
                          label={t('permissionSets.deleteSet', { name: set.name })}
                          onClick={() => confirmDelete.ask(set)}
                        />
                      </span>
                    ) : (
                      <span className="fa-visually-hidden">
                        {t(set.builtIn ? 'permissionSets.readOnlyBuiltIn' : 'permissionSets.readOnlyBeyond')}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ) : null}
          </thead>
          {PERMISSION_GROUPS.map((group) => (
            <tbody key={group.scope}>
              <tr>
                <th scope="rowgroup" colSpan={columns.length + 1} className="permission-matrix__group">
                  <span>{t(group.title)}</span>
                </th>
              </tr>
              {group.permissions.map((permission) => {
                const [label, hint] = PERMISSION_TEXTS[permission];
                return (
                  <tr key={permission}>
                    <th scope="row" className="permission-matrix__permission">
                      <span className="permission-matrix__label">{t(label)}</span>
                      <span className="permission-matrix__hint">{t(hint)}</span>
                    </th>
                    {columns.map((set) =>
                      set.permissions.includes(permission) ? (
                        <td key={set.id} className="permission-matrix__yes">
                          <Check size={18} strokeWidth={2.5} aria-hidden="true" />
                          <span className="fa-visually-hidden">{t('permissionSets.yes')}</span>
                        </td>
                      ) : (
                        <td key={set.id} className="permission-matrix__no">
                          <span aria-hidden="true">–</span>
                          <span className="fa-visually-hidden">{t('permissionSets.no')}</span>
                        </td>
                      ),
                    )}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      {ownSets.length === 0 ? (
        <p className="permission-sets__empty">{t('permissionSets.noOwnSets')}</p>
      ) : null}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={t('permissionSets.deleteTitle')}
        confirmLabel={t('permissionSets.delete')}
      />
    </section>
  );
}
