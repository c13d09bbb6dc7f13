/** Create payloads never carry an id (SPEC: on create the id is dropped), even if a form object had one. */
export function withoutId<T extends object>(input: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = input as T & { id?: unknown };
  return rest;
}
