import {
  nextMidnight,
  PauseSchema,
  type PauseReason,
  type Restaurant,
  type RestaurantOperations,
} from '@food-admin/api-client';
import { Button, FormField, Input, Modal, NativeSelect, SegmentedControl, Textarea } from '@food-admin/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { SaveError } from '@/shared/forms/save-error';
import { PAUSE_REASON_TEXTS } from './pause-reasons';

const DURATIONS = ['30', '60', 'tomorrow', 'custom'] as const;
type Duration = (typeof DURATIONS)[number];
const DURATION_TEXTS = {
  '30': 'restaurants.pause30',
  '60': 'restaurants.pause60',
  tomorrow: 'restaurants.pauseRestOfDay',
  custom: 'restaurants.pauseCustom',
} as const satisfies Record<Duration, keyof typeof messages>;

/** The pause's end for a duration: in minutes from now, the restaurant's next midnight, or as typed. */
function untilOf(duration: Duration, custom: string, timeZone: string, now: number): string {
  if (duration === 'custom') {
    // A datetime-local value is the reader's own wall clock; an empty or bad one stays as typed.
    const typed = Date.parse(custom);
    return Number.isNaN(typed) ? custom : new Date(typed).toISOString();
  }
  const end = duration === 'tomorrow' ? nextMidnight(timeZone, now) : now + Number(duration) * 60_000;
  return new Date(end).toISOString();
}

type PauseDialogProps = {
  restaurant: Pick<Restaurant, 'id' | 'name'>;
  /** The restaurant's zone: "until tomorrow" is its next midnight. */
  timeZone: string;
  open: boolean;
  onClose: () => void;
  onPaused: (answer: RestaurantOperations) => Promise<void>;
};

/**
 * Pausing a restaurant's orders (docs/api.md#operations): a reason, how long (30 minutes, an hour,
 * until tomorrow, or until a time), an optional note. The contract's PauseSchema checks it here as
 * on the server (an end in the past or more than a week ahead is refused with its reason).
 */
export function PauseDialog({ restaurant, timeZone, open, onClose, onPaused }: PauseDialogProps) {
  const t = useT(messages);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('restaurants.pauseTitle', { name: restaurant.name })}
      description={t('restaurants.pauseDescription')}
    >
      {open ? (
        <PauseForm restaurant={restaurant} timeZone={timeZone} onDone={onClose} onPaused={onPaused} />
      ) : null}
    </Modal>
  );
}

function PauseForm({
  restaurant,
  timeZone,
  onDone,
  onPaused,
}: Omit<PauseDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const t = useT(messages);
  const texts = useApiTexts();
  const api = useApi();
  const [reason, setReason] = useState<PauseReason>('busy');
  const [duration, setDuration] = useState<Duration>('30');
  const [custom, setCustom] = useState('');
  const [note, setNote] = useState('');
  const [untilError, setUntilError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const body = { reason, note, until: untilOf(duration, custom, timeZone, Date.now()) };
    const parsed = v.safeParse(PauseSchema, body);
    if (!parsed.success) {
      setUntilError(texts.field(parsed.issues[0]?.message ?? ''));
      return;
    }
    setUntilError(null);
    setSaving(true);
    try {
      await onPaused(await api.restaurants.pause({ params: { id: restaurant.id }, body: parsed.output }));
      onDone();
    } catch (error) {
      setSaveError(texts.error(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="pause-form"
      aria-label={t('restaurants.pause')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SaveError message={saveError} />
      <FormField label={t('restaurants.pauseReason')}>
        <NativeSelect
          value={reason}
          onValueChange={setReason}
          options={Object.entries(PAUSE_REASON_TEXTS).map(([value, text]) => ({
            value: value as PauseReason,
            label: t(text),
          }))}
        />
      </FormField>
      <SegmentedControl
        aria-label={t('restaurants.pauseFor')}
        value={duration}
        onValueChange={setDuration}
        options={DURATIONS.map((value) => ({ value, label: t(DURATION_TEXTS[value]) }))}
      />
      {duration === 'custom' ? (
        <FormField label={t('restaurants.pauseUntil')} required error={untilError ?? undefined}>
          <Input type="datetime-local" value={custom} onChange={(event) => setCustom(event.target.value)} />
        </FormField>
      ) : null}
      <FormField label={t('restaurants.pauseNote')} counter={{ length: note.length, max: 200 }}>
        <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={2} dir="auto" />
      </FormField>
      <div className="pause-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {t('restaurants.pauseCancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('restaurants.pauseConfirm')}
        </Button>
      </div>
    </form>
  );
}
