import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAsyncAction } from '../../lib/use-async-action';
import { useKitStrings } from '../../strings';
import { Banner } from '../banner';
import { Button } from '../../primitives/button';
import { Modal } from '../../primitives/modal';

/** One field the two versions disagree on, shown as text (the caller formats it). */
export interface ConflictField {
  name: string;
  label: string;
  mine: string;
  theirs: string;
}

export type ConflictSide = 'mine' | 'theirs';

export interface ConflictDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was edited, lower case: 'restaurant'. */
  what: string;
  /** The fields whose values differ; empty when the record was deleted meanwhile. */
  fields: readonly ConflictField[];
  /** Who changed it, when known: 'Ada Lovelace'. */
  changedBy?: string;
  /** The record is gone: nothing to merge with, only the way out. */
  deleted?: boolean;
  /** Save my values on top of the current version. A promise keeps the dialog busy; a rejection shows its message. */
  onKeepMine: () => unknown;
  /** Drop my changes and show the current version. */
  onTakeTheirs: () => void;
  /** Save a mix: for each field, the side chosen. */
  onMerge: (choices: Record<string, ConflictSide>) => unknown;
  /** The deleted case's way out (e.g. back to the list); Close when absent. */
  deletedAction?: { label: string; onClick: () => void };
}

/**
 * What a save that lost a race shows (someone else saved the record since it was opened): each
 * differing field with your value and theirs, and three ways on: keep mine (save again on their
 * version), take theirs, or merge with a choice per field. Choices are radio groups, one per field,
 * so the whole dialog works by keyboard.
 */
export function ConflictDialog({
  open,
  onOpenChange,
  what,
  fields,
  changedBy,
  deleted = false,
  onKeepMine,
  onTakeTheirs,
  onMerge,
  deletedAction,
}: ConflictDialogProps): ReactNode {
  const action = useAsyncAction();
  const { reset } = action;
  const [choices, setChoices] = useState<Record<string, ConflictSide>>({});
  const groupId = useId();
  const strings = useKitStrings();
  const sideLabel = (side: ConflictSide) =>
    side === 'mine' ? strings.conflictYours : strings.conflictTheirs;

  useEffect(() => {
    if (!open) return;
    reset();
    setChoices(Object.fromEntries(fields.map((field) => [field.name, 'mine' as const])));
  }, [open, fields, reset]);

  const run = async (work: () => unknown) => {
    const ok = await action.run(async () => {
      await work();
    });
    if (ok) onOpenChange(false);
  };

  if (deleted) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={strings.conflictDeletedTitle(what)}
        description={strings.conflictDeletedMessage(what)}
        size="sm"
        role="alertdialog"
        footer={
          deletedAction ? (
            <Button onClick={deletedAction.onClick}>{deletedAction.label}</Button>
          ) : (
            <Button onClick={() => onOpenChange(false)}>{strings.close}</Button>
          )
        }
      />
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={strings.conflictTitle}
      description={strings.conflictMessage(what, changedBy)}
      size="lg"
      preventClose={action.pending}
      footer={
        <>
          <Button
            variant="outline"
            disabled={action.pending}
            onClick={() => {
              onTakeTheirs();
              onOpenChange(false);
            }}
          >
            {strings.conflictTakeTheirs}
          </Button>
          <Button
            variant="outline"
            disabled={action.pending}
            onClick={() => void run(() => onMerge(choices))}
          >
            {strings.conflictMerge}
          </Button>
          <Button loading={action.pending} onClick={() => void run(onKeepMine)}>
            {strings.conflictKeepMine}
          </Button>
        </>
      }
    >
      {action.error ? <Banner tone="error">{action.error}</Banner> : null}
      {fields.length === 0 ? (
        <p className="fa-conflict__same">{strings.conflictSame}</p>
      ) : (
        <div className="fa-conflict" role="group" aria-label={strings.conflictChangedFields}>
          <div className="fa-conflict__head" aria-hidden="true">
            <span>{strings.conflictField}</span>
            <span>{strings.conflictYours}</span>
            <span>{strings.conflictTheirs}</span>
          </div>
          {fields.map((field) => {
            const name = `${groupId}-${field.name}`;
            return (
              <fieldset key={field.name} className="fa-conflict__row">
                <legend className="fa-conflict__label">{field.label}</legend>
                {(['mine', 'theirs'] as const).map((side) => (
                  <label key={side} className="fa-conflict__choice">
                    <input
                      type="radio"
                      name={name}
                      value={side}
                      checked={choices[field.name] === side}
                      onChange={() => setChoices((current) => ({ ...current, [field.name]: side }))}
                      aria-label={strings.conflictChoice(
                        sideLabel(side),
                        field[side] || strings.conflictEmpty,
                      )}
                    />
                    <span className="fa-conflict__value">
                      {/* The column headings are hidden on phones: each value says whose it is. */}
                      <span className="fa-conflict__side" aria-hidden="true">
                        {sideLabel(side)}
                      </span>
                      {field[side] || strings.conflictEmpty}
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
