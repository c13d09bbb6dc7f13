import { Skeleton } from '@food-admin/ui';

/** A page title whose text is still loading: a skeleton for the eye, words for screen readers. */
export function LoadingTitle({ width, label }: { width: string; label: string }) {
  return (
    <>
      <Skeleton text="lg" width={width} />
      <span className="fa-visually-hidden">{label}</span>
    </>
  );
}
