import { useEffect, useRef } from 'react';
import { Banner } from '@food-admin/ui';

/**
 * A failed save's message, in the form next to the button that sent it (docs/requirements.md#req-errors-display):
 * an alert, so it is announced, and brought into view when it appears, so a Save clicked at the
 * bottom of the screen never fails below the fold. Every form shows its failure through this one
 * component; a toast never stands in for it.
 */
export function SaveError({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="save-error">
      <Banner tone="error">{message}</Banner>
    </div>
  );
}
