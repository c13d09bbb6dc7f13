import { useRef, type ReactNode } from 'react';
import { Banner, Card, ConflictDialog, PageLayout, useKitStrings } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/forms';
import { useT } from '@/i18n/locale-provider';
import { FormActions } from './form-actions';
import type { FormBinding } from './form-hook';
import { useLeaveGuard } from './leave-guard';
import { liveNoticeText } from './live-notice';

type EntityFormProps = {
  /** The page title; it also names the form for assistive technology. */
  title: string;
  /** `useEntityForm`'s result. */
  binding: FormBinding;
  onCancel: () => void;
  /** e.g. while an image is uploading. */
  saveDisabled?: boolean;
  /** Where the form sits, e.g. CatalogueCrumbs. */
  breadcrumb?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Below the form's card, e.g. the record's History. */
  after?: ReactNode;
};

/**
 * The page around every create/edit form: title, card, the fields, then Cancel and Save with a
 * failed save's message. The form validates in JavaScript (noValidate keeps the browser's own
 * bubbles from replacing the required messages, docs/requirements.md#req-validation).
 */
export function EntityForm({
  title,
  binding,
  onCancel,
  saveDisabled,
  breadcrumb,
  children,
  after,
}: EntityFormProps) {
  const t = useT(messages);
  const { formatRelativeTime } = useKitStrings();
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard({
    hasUnsavedChanges: binding.hasUnsavedChanges,
    discard: binding.discard,
    draft: binding.draft,
    focusAfterDrop: () => formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus(),
  });
  return (
    <PageLayout title={title} breadcrumb={breadcrumb}>
      {guard.restoredNotice}
      {binding.liveNotice ? (
        <Banner tone="info">
          {liveNoticeText(
            binding.liveNotice,
            formatRelativeTime(binding.liveNotice.change.at, Date.now()),
            t,
          )}
        </Banner>
      ) : null}
      <Card padding="lg">
        <form
          ref={formRef}
          noValidate
          className="entity-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            binding.submit();
          }}
        >
          {children}
          <FormActions
            saving={binding.submitting}
            onCancel={() => {
              binding.discard();
              onCancel();
            }}
            saveError={binding.submitError}
            saveDisabled={saveDisabled}
          />
        </form>
      </Card>
      {after}
      {binding.conflict ? <ConflictDialog {...binding.conflict} /> : null}
      {guard.dialog}
    </PageLayout>
  );
}
