import { useState } from 'react';
import type { Progress } from '@food-admin/api-client';

/**
 * The running bulk action's state for the bulk bar (docs/api.md#progress): busy while `track`'s
 * work runs, with the last progress the server reported; neither once it has ended, however it ended.
 */
export function useBulkProgress() {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);

  /**
   * Runs `work`, giving it the `onProgress` to pass to the call. `onBegun` runs at the first report:
   * the server has accepted the action and started on its rows.
   */
  async function track<T>(
    work: (onProgress: (progress: Progress) => void) => Promise<T>,
    onBegun: () => void,
  ): Promise<T> {
    let begun = false;
    setBusy(true);
    try {
      return await work((next) => {
        if (!begun) {
          begun = true;
          onBegun();
        }
        setProgress(next);
      });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return { busy, progress, track };
}
