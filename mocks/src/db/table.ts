/** What a caller gives to insert: the table numbers the row and, when it is versioned, versions it. */
export type NewRow<TRow> = Omit<TRow, 'id' | 'version'>;

/**
 * One in-memory table: rows with numeric ids, copied in and out so callers cannot mutate the store.
 * A versioned table keeps the server's row versions (docs/api.md#versions): 1 when inserted, one
 * more on every update.
 */
/** A change of a row, as the history records it (docs/api.md#history). */
export type RowChange<TRow> = { before: TRow; after: TRow; action: 'update' | 'delete' | 'restore' };

/** How a row sits in the trash (docs/api.md#trash): when and by whom it was deleted. */
export type TrashMark = { deletedAt: string; deletedBy: string };

export class Table<TRow extends { id: number }> {
  private rows: TRow[] = [];
  /** Soft-deleted rows: out of every read until restored or purged (the server's *_rows tables). */
  private trashed: (TrashMark & { row: TRow })[] = [];
  private nextId = 1;

  constructor(
    private readonly seed: () => TRow[],
    private readonly options: {
      versioned?: boolean;
      /** Told of every update, delete and restore (the mocks' history). */
      onChange?: (change: RowChange<TRow>) => void;
    } = {},
  ) {
    this.reset();
  }

  reset(): void {
    this.rows = this.seed().map((row) => structuredClone(row));
    this.trashed = [];
    this.nextId = this.rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  /**
   * Replaces every row with `rows`, ids and all, and empties the trash: for a test that serves rows
   * read elsewhere (the server's, in its list parity test). `reset()` brings the fixtures back.
   */
  load(rows: readonly TRow[]): void {
    this.rows = rows.map((row) => structuredClone(row)).sort((a, b) => a.id - b.id);
    this.trashed = [];
    this.nextId = this.rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  /** A deleted or restored row is a change: its version moves, as the server's trigger does. */
  private bumped(row: TRow): TRow {
    if (!this.options.versioned) return row;
    return { ...row, version: (row as unknown as { version: number }).version + 1 };
  }

  /** Moves the live rows matching `predicate` to the trash; answers their ids. */
  trashWhere(predicate: (row: TRow) => boolean, mark: TrashMark): number[] {
    const moving = this.rows.filter(predicate);
    this.rows = this.rows.filter((row) => !predicate(row));
    this.trashed.push(...moving.map((row) => ({ ...mark, row: this.bumped(row) })));
    for (const row of moving)
      this.options.onChange?.({ before: row, after: this.bumped(row), action: 'delete' });
    return moving.map((row) => row.id);
  }

  /** The rows in the trash, with when and by whom they were deleted. */
  deleted(): (TrashMark & { row: TRow })[] {
    return this.trashed.map((entry) => structuredClone(entry));
  }

  /** Brings back the deleted rows matching `predicate` with their ids; answers them. */
  restoreWhere(predicate: (row: TRow, mark: TrashMark) => boolean): TRow[] {
    const back = this.trashed.filter((entry) => predicate(entry.row, entry));
    this.trashed = this.trashed.filter((entry) => !predicate(entry.row, entry));
    const rows = back.map((entry) => this.bumped(entry.row));
    back.forEach((entry, index) =>
      this.options.onChange?.({ before: entry.row, after: rows[index] as TRow, action: 'restore' }),
    );
    this.rows.push(...rows);
    this.rows.sort((a, b) => a.id - b.id);
    return rows.map((row) => structuredClone(row));
  }

  /** Deletes a row in the trash for good; false when it is not there. */
  purge(id: number): boolean {
    const before = this.trashed.length;
    this.trashed = this.trashed.filter((entry) => entry.row.id !== id);
    return this.trashed.length < before;
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
    this.options.onChange?.({ before: current, after: next, action: 'update' });
    return structuredClone(next);
  }

  /**
   * Changes what the server keeps beside the row rather than in it (an order's notes live in a table
   * of their own): the version stays, and no change of the row is recorded or published.
   */
  setBeside(id: number, patch: Partial<NewRow<TRow>>): TRow | undefined {
    const index = this.rows.findIndex((row) => row.id === id);
    const current = this.rows[index];
    if (!current) return undefined;
    this.rows[index] = { ...current, ...patch, id };
    return structuredClone(this.rows[index] as TRow);
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
