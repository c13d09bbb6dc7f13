import {
  MAX_ORDER_NOTE_LENGTH,
  OrderNoteInputSchema,
  type OrderDetail,
  type OrderNote,
  type OrderStatusChange,
} from '@food-admin/api-client';
import { Button } from '@food-admin/ui';
import { useOrderStatusName, type OrderStatusName } from '@/i18n/order-status-names';
import { TextareaField } from '@/shared/forms/fields';
import { useEntityForm } from '@/shared/forms/form-hook';
import { useFormatDateTime } from '@/lib/format-date';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import type { OrdersTranslate } from './order-columns';
import { useAddOrderNote } from './order-mutations';
import { SaveError } from '@/shared/forms/save-error';

type TimelineEntry =
  | { kind: 'status'; at: string; id: number; change: OrderStatusChange }
  | { kind: 'note'; at: string; id: number; note: OrderNote };

/** The history's moves and the staff notes in one column, oldest first (ties: moves first). */
export function timelineOf(order: Pick<OrderDetail, 'history' | 'notes'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...order.history.map((change) => ({
      kind: 'status' as const,
      at: change.createdAt,
      id: change.id,
      change,
    })),
    ...order.notes.map((note) => ({ kind: 'note' as const, at: note.createdAt, id: note.id, note })),
  ];
  return entries.sort(
    (a, b) =>
      Date.parse(a.at) - Date.parse(b.at) ||
      Number(a.kind === 'note') - Number(b.kind === 'note') ||
      a.id - b.id,
  );
}

const statusTitle = (change: OrderStatusChange, t: OrdersTranslate, statusName: OrderStatusName) =>
  change.from === null
    ? t('orders.timeline.placed', { status: statusName(change.to) })
    : statusName(change.to);

/**
 * What happened to the order (docs/requirements.md#req-orders-screens): every move with who made
 * it, when and why, and the staff notes between them; admins and the restaurant's owner add notes.
 */
export function OrderTimeline({ order, canAddNotes }: { order: OrderDetail; canAddNotes: boolean }) {
  const t = useT(messages);
  const statusName = useOrderStatusName();
  const formatDateTime = useFormatDateTime();
  return (
    <section className="detail-panel order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="detail-panel__title">
        {t('orders.timeline')}
      </h2>
      <ol className="order-timeline__list">
        {timelineOf(order).map((entry) =>
          entry.kind === 'status' ? (
            <li
              key={`${entry.kind}:${entry.id}`}
              className="order-timeline__entry order-timeline__entry--status"
            >
              <p className="order-timeline__what">{statusTitle(entry.change, t, statusName)}</p>
              <p className="order-timeline__meta">
                {formatDateTime(entry.at)}
                {entry.change.actorName ? ` · ${entry.change.actorName}` : ''}
              </p>
              {entry.change.reason ? (
                <p className="order-timeline__text">
                  {t('orders.timeline.reason', { reason: entry.change.reason })}
                </p>
              ) : null}
            </li>
          ) : (
            <li
              key={`${entry.kind}:${entry.id}`}
              className="order-timeline__entry order-timeline__entry--note"
            >
              <p className="order-timeline__what">
                {entry.note.authorName
                  ? t('orders.timeline.noteFrom', { author: entry.note.authorName })
                  : t('orders.timeline.noteFromFormerStaff')}
              </p>
              <p className="order-timeline__meta">{formatDateTime(entry.at)}</p>
              <p className="order-timeline__text" dir="auto">
                {entry.note.text}
              </p>
            </li>
          ),
        )}
      </ol>
      {/* A new form after each note, so the next one starts empty. */}
      {canAddNotes ? <NoteForm key={order.notes.length} orderId={order.id} /> : null}
    </section>
  );
}

function NoteForm({ orderId }: { orderId: number }) {
  const t = useT(messages);
  const add = useAddOrderNote(orderId);
  const binding = useEntityForm({
    schema: OrderNoteInputSchema,
    defaultValues: { text: '' },
    submit: ({ text }) => add.mutateAsync(text),
  });
  const { form } = binding;
  return (
    <form
      noValidate
      className="order-note-form"
      aria-label={t('orders.note.form')}
      onSubmit={(event) => {
        event.preventDefault();
        binding.submit();
      }}
    >
      <SaveError message={binding.submitError} />
      <form.Field name="text">
        {(field) => (
          <TextareaField
            field={field}
            label={t('orders.note.label')}
            hint={t('orders.note.hint', { max: MAX_ORDER_NOTE_LENGTH })}
          />
        )}
      </form.Field>
      <div className="order-note-form__buttons">
        <Button type="submit" variant="outline" loading={binding.submitting}>
          {t('orders.note.add')}
        </Button>
      </div>
    </form>
  );
}
