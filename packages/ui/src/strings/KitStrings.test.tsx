import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CATEGORY_OPTIONS,
  ACTIVITY_LEVEL_OPTIONS,
  ActivityFeed,
  EMPTY_ACTIVITY_FILTERS,
} from '../patterns/activity-feed';
import { CONFIRM_DELETION_TITLE, ConfirmDialog } from '../patterns/confirm-dialog';
import { IMAGE_ONLY_MESSAGE } from '../patterns/image-input';
import { USER_ROLE_OPTIONS } from '../patterns/user-modal';
import { DataTable, type ColumnDef } from '../patterns/data-table';
import { Pager } from '../patterns/pager';
import { defaultKitStrings, KitStringsProvider, useKitStrings, type KitStrings } from '.';

const french: Partial<KitStrings> = {
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  resultCount: (count) => (count <= 1 ? `${count} résultat` : `${count} résultats`),
  confirmDeletion: 'Confirmer la suppression',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  loadMore: 'Charger plus',
  actions: 'Actions possibles',
};

interface Dish {
  id: number;
  name: string;
}

const columns: ColumnDef<Dish, unknown>[] = [{ accessorKey: 'name', header: 'Nom' }];

/** The components under test, each with what makes it show its built-in texts. */
function Screens() {
  return (
    <>
      <Pager pageIndex={1} totalPages={3} totalItems={27} onPageChange={() => {}} />
      <ActivityFeed
        entries={[]}
        filters={EMPTY_ACTIVITY_FILTERS}
        onFiltersChange={() => {}}
        hasMore
        onLoadMore={() => {}}
      />
      <DataTable
        label="Plats"
        columns={columns}
        data={[{ id: 1, name: 'Margherita' }]}
        rowActions={() => <button type="button">Modifier</button>}
      />
    </>
  );
}

/** Apart: an open modal dialog hides the rest of the page from assistive technology (and getByRole). */
const dialog = <ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} />;

describe('kit strings', () => {
  it('are English without a provider', () => {
    const { unmount } = render(<Screens />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('27 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    unmount();
    render(dialog);
    const shown = screen.getByRole('alertdialog', { name: 'Confirm deletion' });
    expect(shown).toHaveAccessibleDescription('This cannot be undone.');
    expect(within(shown).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('are replaced by a provider, the others staying English', () => {
    const { unmount } = render(
      <KitStringsProvider strings={french}>
        <Screens />
      </KitStringsProvider>,
    );
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.getByText('27 résultats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Charger plus' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions possibles' })).toBeInTheDocument();
    expect(screen.queryByText('Page 2 of 3')).not.toBeInTheDocument();
    // Not overridden: still the English default.
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    unmount();
    render(<KitStringsProvider strings={french}>{dialog}</KitStringsProvider>);
    const shown = screen.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    expect(within(shown).getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('give way to a prop that names the text', () => {
    render(
      <KitStringsProvider strings={french}>
        <ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} title="Quitter la page ?" />
      </KitStringsProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Quitter la page ?' })).toBeInTheDocument();
  });

  it('agree with the English constants the kit still exports', () => {
    expect(defaultKitStrings.confirmDeletion).toBe(CONFIRM_DELETION_TITLE);
    expect(defaultKitStrings.imageOnly).toBe(IMAGE_ONLY_MESSAGE);
    for (const { value, label } of USER_ROLE_OPTIONS) expect(defaultKitStrings.roleLabel(value)).toBe(label);
    for (const { value, label } of ACTIVITY_CATEGORY_OPTIONS)
      expect(value === '' ? defaultKitStrings.all : defaultKitStrings.activityCategoryLabel(value)).toBe(
        label,
      );
    for (const { value, label } of ACTIVITY_LEVEL_OPTIONS)
      expect(value === '' ? defaultKitStrings.all : defaultKitStrings.activityLevelLabel(value)).toBe(label);
  });

  it('merge nested providers, the inner one winning; an undefined value keeps the outer text', () => {
    let seen: KitStrings | undefined;
    function Probe(): ReactNode {
      seen = useKitStrings();
      return null;
    }
    render(
      <KitStringsProvider strings={french}>
        <KitStringsProvider strings={{ next: 'Page suivante', previous: undefined }}>
          <Probe />
        </KitStringsProvider>
      </KitStringsProvider>,
    );
    expect(seen?.next).toBe('Page suivante');
    expect(seen?.previous).toBe('Précédent');
    expect(seen?.pageOf(1, 2)).toBe('Page 1 sur 2');
    expect(seen?.activityTitle).toBe(defaultKitStrings.activityTitle);
  });
});
