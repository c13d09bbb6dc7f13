import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../../primitives/button';
import { useKitStrings } from '../../strings';

/** The English message for a file that is not an image (the strings' `imageOnly` by default). */
export const IMAGE_ONLY_MESSAGE = 'Please choose an image file';

export interface ImageInputProps {
  label: string;
  /** The current image URL (e.g. the uploaded address), shown as the preview. */
  value?: string | null;
  /** Called with a file that passed the image-type check; the app uploads it. */
  onFileSelect: (file: File) => void;
  /** Removes the image. */
  onClear?: () => void;
  /** Upload progress 0..1 while uploading; null/undefined when idle. */
  progress?: number | null;
  /** Upload failure (or any message from the app). */
  error?: string | null;
  /** Default: the strings' `imageHint`, 'PNG, JPG, WebP or GIF.' (followed by `imageDropHint`). */
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/** True for files the browser reports as images (image upload accepts image files only: docs/requirements.md#req-validation-image). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/**
 * Image picker with drop zone, preview, upload progress and error. Uploading is the app's job. A
 * file that is not an image is refused with the strings' `imageOnly` ('Please choose an image file').
 */
export function ImageInput({
  label,
  value,
  onFileSelect,
  onClear,
  progress,
  error,
  hint,
  disabled = false,
  className,
}: ImageInputProps) {
  const strings = useKitStrings();
  const id = useId();
  const inputId = `fa-image-${id}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState(false);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null && progress !== undefined;
  const shownError = typeError ? strings.imageOnly : error;

  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setTypeError(true);
      return;
    }
    setTypeError(false);
    onFileSelect(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || uploading) return;
    accept(event.dataTransfer.files[0]);
  };

  return (
    <div className={cx('fa-field', 'fa-image-input', className)}>
      <span className="fa-field__label" id={`${inputId}-label`}>
        {label}
      </span>
      <div
        className={cx(
          'fa-image-input__zone',
          dragging && 'fa-image-input__zone--dragging',
          shownError && 'fa-image-input__zone--invalid',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="fa-image-input__preview">
          {value ? (
            <img src={value} alt={strings.imagePreview(label)} className="fa-image-input__image" />
          ) : (
            <ImagePlus size={28} strokeWidth={1.5} aria-hidden="true" />
          )}
        </div>
        <div className="fa-image-input__controls">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            className="fa-visually-hidden"
            aria-labelledby={`${inputId}-label ${inputId}-choose`}
            aria-describedby={[hintId, shownError ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={shownError ? true : undefined}
            disabled={disabled || uploading}
            tabIndex={-1}
            onChange={(event) => {
              accept(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <div className="fa-image-input__buttons">
            <Button
              id={`${inputId}-choose`}
              variant="outline"
              size="sm"
              leadingIcon={<Upload size={14} aria-hidden="true" />}
              disabled={disabled || uploading}
              onClick={() => input.current?.click()}
            >
              {value ? strings.replaceImage : strings.chooseImage}
            </Button>
            {value && onClear ? (
              <Button
                variant="ghost"
                size="sm"
                leadingIcon={<Trash2 size={14} aria-hidden="true" />}
                disabled={disabled || uploading}
                onClick={onClear}
              >
                {strings.remove}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="fa-field__hint">
            {hint ?? strings.imageHint} {strings.imageDropHint}
          </p>
          {uploading ? (
            <div className="fa-image-input__progress">
              <progress
                className="fa-progress"
                value={Math.round(progress * 100)}
                max={100}
                aria-label={strings.uploadProgress}
              />
              <span className="fa-image-input__percent">{Math.round(progress * 100)}%</span>
            </div>
          ) : null}
          {shownError ? (
            <p id={errorId} className="fa-field__error" role="alert">
              {shownError}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
