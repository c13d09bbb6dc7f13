import { ImageInput } from '@food-admin/ui';
import { TextField, useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { messages } from '@/i18n/compiled/en/uploads';
import { useT } from '@/i18n/locale-provider';
import type { ImageUpload } from './use-image-upload';

/** Not words: the same in every language. */
const URL_PLACEHOLDER = 'https://';

type ImageUrlFieldProps = {
  /** The form's URL field (`form.Field name="imageUrl"`), which the upload fills in. */
  field: BoundField<string>;
  /** `useImageUpload()` of the form, which also disables Save while it runs. */
  upload: ImageUpload;
  /** The picture's label ("Image", "Logo"); its address field is labelled `<label> URL`. */
  label: string;
};

/**
 * A form's picture: the drop zone with preview, progress and type check (the kit's ImageInput),
 * over the http(s) address it stores, which the user may also paste.
 */
export function ImageUrlField({ field, upload, label }: ImageUrlFieldProps) {
  const t = useT(messages);
  const { value, onChange } = useFieldBinding(field);
  return (
    <>
      <ImageInput
        label={label}
        value={value || null}
        progress={upload.progress}
        error={upload.error}
        onFileSelect={(file) => void upload.upload(file, onChange)}
        onClear={() => {
          upload.clearError();
          onChange('');
        }}
      />
      <TextField
        field={field}
        label={t('uploads.urlLabel', { label })}
        hint={t('uploads.urlHint')}
        type="url"
        placeholder={URL_PLACEHOLDER}
        disabled={upload.uploading}
      />
    </>
  );
}
