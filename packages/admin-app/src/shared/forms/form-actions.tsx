import { Button } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/forms';
import { useT } from '@/i18n/locale-provider';
import { SaveError } from './save-error';

type FormActionsProps = {
  saving: boolean;
  onCancel: () => void;
  /** A failed save shows its message under the form buttons (docs/requirements.md#req-errors-display). */
  saveError: string | null;
  /** e.g. while an image is uploading. */
  saveDisabled?: boolean;
};

/** Cancel and Save under an entity form, and the failed save's message. */
export function FormActions({ saving, onCancel, saveError, saveDisabled = false }: FormActionsProps) {
  const t = useT(messages);
  return (
    <div className="entity-form__footer">
      <div className="entity-form__buttons">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t('forms.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={saveDisabled}>
          {t('forms.save')}
        </Button>
      </div>
      <SaveError message={saveError} />
    </div>
  );
}
