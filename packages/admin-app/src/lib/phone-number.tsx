/**
 * A phone number reads left to right in every language: in a right-to-left page the bidi
 * algorithm would show '+1 555 0102' as '0102 555 1+' (docs/requirements.md#req-i18n). `dir`
 * also isolates it from the text around it.
 */
export function PhoneNumber({ value }: { value: string }) {
  return <span dir="ltr">{value}</span>;
}
