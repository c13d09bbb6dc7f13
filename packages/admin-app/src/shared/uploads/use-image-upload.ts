import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@food-admin/api-client';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/uploads';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';

/** What the log says (in English, whatever the reader's language). */
const IMAGE_UPLOAD_FAILED = 'Image upload failed';
/** The upload cap in megabytes, as the message names it (the server answers 413 above it). */
const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * Uploads one image at a time with progress, for a form's picture (a dish image, a restaurant
 * logo). A new upload cancels the one before; leaving the form cancels it too. A failure is logged
 * and also shown (docs/requirements.md#req-errors-upload), as 'Image upload failed: <reason>', so
 * the user knows the image was not attached.
 */
export function useImageUpload() {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Uploads `file` and hands its address to `onUploaded`, unless a later upload replaced it. */
  const upload = useCallback(
    async (file: File, onUploaded: (url: string) => void) => {
      controller.current?.abort();
      // Above the cap the server would refuse it after the whole upload: say so before sending.
      if (file.size > MAX_UPLOAD_BYTES) {
        controller.current = null;
        setProgress(null);
        setError(t('uploads.tooLarge', { max: MAX_MEGABYTES }));
        return;
      }
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setProgress(0);
      try {
        const url = await api.uploads.image(file, { onProgress: setProgress, signal: current.signal });
        if (!current.signal.aborted) onUploaded(url);
      } catch (caught) {
        if (current.signal.aborted) return;
        console.error(IMAGE_UPLOAD_FAILED, caught);
        setError(t('uploads.failed', { reason: texts.error(caught) }));
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [api, t, texts],
  );
  const clearError = useCallback(() => setError(null), []);

  return { upload, progress, uploading: progress !== null, error, clearError };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
