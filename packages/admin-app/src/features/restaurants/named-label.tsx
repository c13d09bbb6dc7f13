/**
 * A label that shows `shown` ("Fee") but names its control `name` ("Zone 2: Fee"): among many alike
 * controls (every zone has a fee), a screen reader then says which one has the focus, as the week's
 * boxes do ("Monday, interval 1: opens"). Without `shown`, nothing shows (a column heading does).
 */
export function NamedLabel({ name, shown }: { name: string; shown?: string }) {
  return (
    <>
      <span className="fa-visually-hidden">{name}</span>
      {shown === undefined ? null : <span aria-hidden="true">{shown}</span>}
    </>
  );
}
