/**
 * Cards title themselves with h3; this keeps the outline h1 > h2 > h3 on pages whose visible
 * structure needs no second-level heading.
 */
export function HiddenSectionHeading({ children }: { children: string }) {
  return <h2 className="fa-visually-hidden">{children}</h2>;
}
