import { useCallback, useState } from 'react';
import { TRASH_RETENTION_DAYS } from '@food-admin/api-client';
import { isolatedText } from '@food-admin/ui';

/**
 * The values of a delete confirmation's message (`restaurants.deleteConfirm`): the item's name,
 * isolated in its own direction, and how many days Recently deleted keeps it.
 */
export const deleteMessageValues = (name: string) => ({
  name: isolatedText(name),
  days: TRASH_RETENTION_DAYS,
});

/** The values of a bulk delete's confirmation (`restaurants.bulk.deleteConfirm`): how many, and the days kept. */
export const bulkDeleteMessageValues = (count: number) => ({ count, days: TRASH_RETENTION_DAYS });

/**
 * Every delete asks first (docs/requirements.md#req-confirm-delete). `ask(item)` opens the kit's ConfirmDialog (spread
 * `dialog` into it) with the item's message; Confirm runs `remove`, and the dialog stays open with
 * the error when it fails.
 */
export function useDeleteConfirm<TItem>(
  remove: (item: TItem) => Promise<unknown>,
  describe: (item: TItem) => string,
) {
  const [target, setTarget] = useState<TItem | null>(null);
  // The same function from render to render, so rows whose actions call it stay memoised (DataTable).
  const ask = useCallback((item: TItem) => setTarget(() => item), []);
  return {
    ask,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      message: target === null ? undefined : describe(target),
      onConfirm: () => (target === null ? undefined : remove(target)),
    },
  };
}
