import { ImageInput } from '@food-admin/ui';
import { bind, TextField, type BoundField } from '@/features/forms/fields';
import type { ImageUpload } from './use-image-upload';

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
  const { value, onChange } = bind(field);
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
        label={`${label} URL`}
        hint="Filled in by the upload; you can also paste an http(s) address."
        type="url"
        placeholder="https://"
        disabled={upload.uploading}
      />
    </>
  );
}
