import type { ReactNode } from 'react';
import { Card, PageLayout } from '@food-admin/ui';

type EntityFormProps = {
  /** The page title; it also names the form for assistive technology. */
  title: string;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * The page around every create/edit form: title, card, and a form that validates in JavaScript
 * (noValidate keeps the browser's own bubbles from replacing the SPEC messages).
 */
export function EntityForm({ title, onSubmit, children }: EntityFormProps) {
  return (
    <PageLayout title={title}>
      <Card padding="lg">
        <form
          noValidate
          className="entity-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </Card>
    </PageLayout>
  );
}
