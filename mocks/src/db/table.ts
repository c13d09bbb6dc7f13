/** What a caller gives to insert: the table numbers the row and, when it is versioned, versions it. */
export type NewRow<TRow> = Omit<TRow, 'id' | 'version'>;

/**
 * One in-memory table: rows with numeric ids, copied in and out so callers cannot mutate the store.
 * A versioned table keeps the server's row versions (docs/api.md#versions): 1 when inserted, one
 * more on every update.
 */
export class Table<TRow extends { id: number }> {
  private rows: TRow[] = [];
  private nextId = 1;

  constructor(
    private readonly seed: () => TRow[],
    private readonly options: { versioned?: boolean } = {},
  ) {
    this.reset();
  }

  reset(): void {
    this.rows = this.seed().map((row) => structuredClone(row));
    this.nextId = this.rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  all(): TRow[] {
    return this.rows.map((row) => structuredClone(row));
  }

  find(id: number): TRow | undefined {
    const row = this.rows.find((candidate) => candidate.id === id);
    return row && structuredClone(row);
  }

  count(): number {
    return this.rows.length;
  }

  insert(values: NewRow<TRow>): TRow {
    const row = { ...values, id: this.nextId, ...(this.options.versioned ? { version: 1 } : {}) } as TRow;
    this.nextId += 1;
    this.rows.push(structuredClone(row));
    return row;
  }

  update(id: number, patch: Partial<NewRow<TRow>>): TRow | undefined {
    const index = this.rows.findIndex((row) => row.id === id);
    const current = this.rows[index];
    if (!current) return undefined;
    const version = this.options.versioned
      ? { version: (current as unknown as { version: number }).version + 1 }
      : {};
    const next = { ...current, ...patch, id, ...version };
    this.rows[index] = next;
    return structuredClone(next);
  }

  remove(id: number): boolean {
    return this.removeWhere((row) => row.id === id) > 0;
  }

  removeWhere(predicate: (row: TRow) => boolean): number {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => !predicate(row));
    return before - this.rows.length;
  }
}
