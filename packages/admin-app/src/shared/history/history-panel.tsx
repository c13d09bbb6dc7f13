import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import {
  HISTORY_REFERENCES,
  type HistoryChange,
  type HistoryEntry,
  type HistoryKind,
  type HistoryReferenceField,
} from '@food-admin/api-client';
import { Banner, Button, Card, EmptyState, Ltr, Skeleton } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { useApi } from '@/lib/api-context';
import { useShownValue } from '@/lib/shown-value';
import { notify } from '@/shared/feedback/notify';
import { messages } from '@/i18n/compiled/en/history';
import { useT } from '@/i18n/locale-provider';
import { historyQuery } from './history-queries';
import { recordAsOf } from './revert';
import { useFormatDateTime } from '@/lib/format-date';
import './history.css';
import { refreshAfter } from '@/shared/live/change-scope';

/** Per field, the name of each of its API values (see `valueNames`). */
export type ValueNames = Partial<Record<string, (value: string) => string>>;

type HistoryPanelProps<TRecord extends { id: number; version: number }> = {
  kind: HistoryKind;
  /** The record as it is now (its page's copy). */
  record: TRecord;
  /** Field labels, as the form names them; other fields show their API names. */
  labels: Partial<Record<string, string>>;
  /**
   * How a field's values read, for fields whose API values are codes (an order's status PENDING
   * reads 'Pending', 'En attente', 'قيد الانتظار'); other values are shown as they are.
   */
  valueNames?: ValueNames;
  /**
   * "Restore this version": saves the record as it was after a change, as a normal update with
   * If-Match (`record.version`), so a conflict is a conflict; the panel then puts the saved record
   * under `queryKey`, the page's copy. Without it the panel only reads.
   */
  restore?: { save: (asOf: TRecord, ifMatch: number) => Promise<TRecord>; queryKey: QueryKey };
  /** False inside a dialog that titles it already: the entries without the card and heading. */
  framed?: boolean;
};

/** How a field that names another record is labelled when the page gives no label of its own. */
const REFERENCE_LABELS = {
  ownerId: 'history.field.ownerId',
  courierId: 'history.field.courierId',
  customerId: 'history.field.customerId',
  userId: 'history.field.userId',
  replyAuthorId: 'history.field.replyAuthorId',
  restaurantId: 'history.field.restaurantId',
  menuId: 'history.field.menuId',
} as const satisfies Record<HistoryReferenceField, keyof typeof messages>;

const isReference = (field: string): field is HistoryReferenceField =>
  Object.hasOwn(HISTORY_REFERENCES, field);

/** Fields whose values read left to right in every language: isolated as such in Arabic. */
const LEFT_TO_RIGHT_FIELDS = new Set(['email', 'phone', 'address', 'deliveryAddress', 'logoUrl', 'imageUrl']);

/** What the entry's author did to the record ("changed it"). */
const VERB = {
  update: 'history.changed',
  delete: 'history.deleted',
  restore: 'history.restored',
} as const satisfies Record<HistoryEntry['action'], keyof typeof messages>;

/**
 * A record's History (docs/requirements.md#req-history): every change, newest first, with who and
 * when and each field's old and new value; "Restore this version" saves the record as it was then.
 */
export function HistoryPanel<TRecord extends { id: number; version: number }>({
  kind,
  record,
  labels,
  valueNames = {},
  restore,
  framed = true,
}: HistoryPanelProps<TRecord>) {
  const texts = useApiTexts();
  const shownValue = useShownValue();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT(messages);
  const formatDateTime = useFormatDateTime();
  // How the history shows a value that was not set.
  const empty = t('history.empty');
  const shown = (field: string, value: unknown) => {
    const name = valueNames[field];
    return name && typeof value === 'string' ? name(value) : shownValue(value, empty);
  };
  /**
   * A value as the reader knows it: the name of the record a reference names (the server's
   * `fromName`/`toName`; "#12 (deleted)" once that record is gone), else the value itself.
   */
  const shownSide = (change: HistoryChange, side: 'from' | 'to') => {
    const value = change[side];
    const name = side === 'from' ? change.fromName : change.toName;
    if (isReference(change.field) && typeof value === 'number')
      return name ?? t('history.gone', { id: value });
    if (LEFT_TO_RIGHT_FIELDS.has(change.field) && typeof value === 'string' && value !== '')
      return <Ltr>{value}</Ltr>;
    return shown(change.field, value);
  };
  const labelOf = (field: string) =>
    labels[field] ?? (isReference(field) ? t(REFERENCE_LABELS[field]) : field);
  const history = useQuery(historyQuery(api, kind, record.id));
  const [restoring, setRestoring] = useState<number | null>(null);
  const entries = history.data?.content ?? [];

  const restoreVersion = async (entry: HistoryEntry) => {
    if (!restore) return;
    setRestoring(entry.id);
    try {
      const saved = await restore.save(recordAsOf(record, entries, entry), record.version);
      queryClient.setQueryData(restore.queryKey, saved);
      notify.success(t('history.restoreDone', { version: entry.version }));
      await refreshAfter(queryClient, { kind, action: 'update', recordId: saved.id, version: saved.version });
    } catch (error) {
      notify.error(t('history.restoreFailed'), {
        description: error instanceof Error ? texts.error(error) : undefined,
      });
    } finally {
      setRestoring(null);
    }
  };

  const body = (
    <>
      {history.isPending ? (
        <div className="history-panel__list" role="status" aria-busy="true" aria-label={t('history.loading')}>
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : history.isError ? (
        <Banner tone="error" onRetry={() => void history.refetch()}>
          {texts.error(history.error)}
        </Banner>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<History size={28} />}
          title={t('history.none')}
          description={t('history.noneDescription')}
        />
      ) : (
        <ol className="history-panel__list">
          {entries.map((entry, index) => (
            <li key={entry.id} className="history-entry">
              <p className="history-entry__summary">
                <strong>{entry.actor?.name ?? t('history.someone')}</strong> {t(VERB[entry.action])} ·{' '}
                <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time> ·{' '}
                {t('history.version', { version: entry.version })}
              </p>
              {entry.changes.length > 0 ? (
                <table className="history-entry__changes">
                  <caption className="fa-visually-hidden">
                    {t('history.changesIn', { version: entry.version })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('history.field')}</th>
                      <th scope="col">{t('history.before')}</th>
                      <th scope="col">{t('history.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.changes.map((change) => (
                      <tr key={change.field}>
                        <th scope="row">{labelOf(change.field)}</th>
                        <td>{shownSide(change, 'from')}</td>
                        <td>{shownSide(change, 'to')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {restore && index > 0 && entry.action === 'update' ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={restoring === entry.id}
                  disabled={restoring !== null}
                  aria-label={t('history.restoreVersion', { version: entry.version })}
                  onClick={() => void restoreVersion(entry)}
                >
                  {t('history.restore')}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );

  if (!framed) return body;
  return (
    <Card padding="lg" asChild>
      <section className="history-panel" aria-labelledby={`history-${kind}-${record.id}`}>
        <h2 className="history-panel__title" id={`history-${kind}-${record.id}`}>
          {t('history.title')}
        </h2>
        {body}
      </section>
    </Card>
  );
}
