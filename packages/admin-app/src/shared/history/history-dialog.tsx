import type { HistoryKind } from '@food-admin/api-client';
import { Modal } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/history';
import { useT } from '@/i18n/locale-provider';
import { HistoryPanel, type ValueNames } from './history-panel';

type HistoryDialogProps<TRecord extends { id: number; version: number }> = {
  kind: HistoryKind;
  /** The record whose history is open; null when the dialog is closed. */
  record: TRecord | null;
  /** What the title calls it: "ada@example.com", "review #12". */
  name: string;
  labels: Partial<Record<string, string>>;
  valueNames?: ValueNames;
  onClose: () => void;
};

/**
 * The History of a record that has no page of its own (a user, a review), opened from its row in
 * the list (docs/requirements.md#req-history). It only reads: their changes are role changes and
 * moderation, made again from the list.
 */
export function HistoryDialog<TRecord extends { id: number; version: number }>({
  kind,
  record,
  name,
  labels,
  valueNames,
  onClose,
}: HistoryDialogProps<TRecord>) {
  const t = useT(messages);
  return (
    <Modal
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('history.of', { name })}
      size="lg"
    >
      {record ? (
        <HistoryPanel kind={kind} record={record} labels={labels} valueNames={valueNames} framed={false} />
      ) : null}
    </Modal>
  );
}
