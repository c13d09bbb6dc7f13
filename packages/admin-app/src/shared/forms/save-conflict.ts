import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError, type HistoryKind } from '@food-admin/api-client';
import { useShownValue } from '@/lib/shown-value';
import type { ConflictDialogProps, ConflictField, ConflictSide } from '@food-admin/ui';

/*
 * Edits are never lost (docs/requirements.md#req-versions): a form of a record that has a version
 * saves with If-Match. When someone else saved first the server answers 412 with the record as it
 * is now; when someone deleted it, 404. Instead of a bare error the form then opens the conflict
 * dialog: my values and theirs field by field, Keep mine (save again on their version), Take theirs
 * (the form shows their version) or Merge (a side per field).
 */

/** How a form of a versioned record saves and shows a conflict. */
export type Versioning<TValues> = {
  /** The version the form was opened at: the first save sends it as If-Match. */
  version: number;
  /** What is edited, lower case: 'restaurant'. */
  what: string;
  /** The record, as live updates name it: a change heard for it shows "Updated by ..." (./live-notice.ts). */
  kind: HistoryKind;
  id: number;
  /** The fields the dialog compares, in order, with their labels. */
  fields: Partial<Record<keyof TValues & string, string>>;
  /** A 412's `current` (the record now) as this form's values and version; undefined when unreadable. */
  valuesOf: (current: unknown) => { values: TValues; version: number } | undefined;
  /** The way out when the record was deleted meanwhile (e.g. back to its list). */
  deletedAction?: { label: string; onClick: () => void };
};

/**
 * `Versioning.valuesOf` for a record type: a 412's `current`, read with the record's schema, as
 * the form's values (the same mapping that fills the form from the loaded record).
 */
export function recordValues<TRecord extends { version: number }, TValues>(
  schema: v.GenericSchema<unknown, TRecord>,
  toValues: (record: TRecord) => TValues,
) {
  return (current: unknown): { values: TValues; version: number } | undefined => {
    const parsed = v.safeParse(schema, current);
    return parsed.success ? { values: toValues(parsed.output), version: parsed.output.version } : undefined;
  };
}

type Conflict<TValues> =
  { deleted: false; mine: TValues; theirs: TValues; version: number } | { deleted: true; mine: TValues };

/**
 * The save-conflict state of one form. `send` saves values at a version (it throws what the
 * save threw); `reset` shows other values as the form's unchanged start (Take theirs).
 */
export function useSaveConflict<TValues extends object>(
  versioning: Versioning<TValues> | undefined,
  send: (values: TValues, ifMatch: number | undefined) => Promise<void>,
  reset: (values: TValues) => void,
) {
  const shownValue = useShownValue();
  const version = useRef(versioning?.version);
  const [conflict, setConflict] = useState<Conflict<TValues> | null>(null);

  /** Opens the dialog if `error` is a lost race; false when it is some other failure. */
  const open = useCallback(
    (error: unknown, mine: TValues): boolean => {
      if (versioning === undefined || !(error instanceof ApiError)) return false;
      if (error.status === 404) {
        setConflict({ deleted: true, mine });
        return true;
      }
      if (error.status !== 412) return false;
      const current = versioning.valuesOf((error.body as { current?: unknown } | undefined)?.current);
      if (current === undefined) return false;
      setConflict({ deleted: false, mine, theirs: current.values, version: current.version });
      return true;
    },
    [versioning],
  );

  /** Saves `values` on their version; another lost race updates the dialog and rejects (it shows the message). */
  const saveOnTheirs = useCallback(
    async (values: TValues, theirsVersion: number) => {
      version.current = theirsVersion;
      try {
        await send(values, theirsVersion);
      } catch (error) {
        open(error, values);
        throw error;
      }
    },
    [send, open],
  );

  const dialog = useMemo((): Omit<ConflictDialogProps, 'onOpenChange'> | null => {
    if (conflict === null || versioning === undefined) return null;
    const base = { open: true, what: versioning.what, deletedAction: versioning.deletedAction };
    if (conflict.deleted)
      return {
        ...base,
        deleted: true,
        fields: [],
        onKeepMine: () => {},
        onTakeTheirs: () => {},
        onMerge: () => {},
      };
    const { mine, theirs } = conflict;
    const labelled = Object.entries(versioning.fields) as [keyof TValues & string, string][];
    const fields: ConflictField[] = labelled
      .map(([name, label]) => ({
        name,
        label,
        mine: shownValue(mine[name]),
        theirs: shownValue(theirs[name]),
      }))
      .filter((field) => field.mine !== field.theirs);
    return {
      ...base,
      fields,
      onKeepMine: () => saveOnTheirs(mine, conflict.version),
      onTakeTheirs: () => {
        version.current = conflict.version;
        reset(theirs);
      },
      onMerge: (choices: Record<string, ConflictSide>) => {
        const merged = { ...mine };
        for (const [name, side] of Object.entries(choices))
          if (side === 'theirs') merged[name as keyof TValues] = theirs[name as keyof TValues];
        return saveOnTheirs(merged, conflict.version);
      },
    };
  }, [conflict, versioning, saveOnTheirs, reset, shownValue]);

  const close = useCallback(() => setConflict(null), []);
  /** The form now starts from a newer version of the record (nothing typed was lost). */
  const rebase = useCallback((newer: number) => {
    version.current = newer;
  }, []);
  /** The version the next save sends as If-Match. */
  const currentVersion = useCallback(() => version.current, []);

  return { open, dialog, close, currentVersion, rebase };
}

export type SaveConflict<TValues extends object> = ReturnType<typeof useSaveConflict<TValues>>;
