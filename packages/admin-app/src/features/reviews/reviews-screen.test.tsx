import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// docs/requirements.md#req-reviews-moderation. The fixtures: reviews 26, 24, 21, 17 and 13 pending,
// 23, 15 and 7 rejected, the other 18 approved.
const table = () => screen.getByRole('table', { name: 'Reviews' });
/** The ID cell of each row (admins have a selection column first, owners do not). */
const idCells = () => {
  const idColumn = within(table())
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === 'ID');
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[idColumn]);
};
const shownIds = () => idCells().map((cell) => Number(cell?.textContent));
const rowOf = (id: number) =>
  idCells()
    .find((cell) => cell?.textContent === String(id))
    ?.closest('tr') ?? undefined;
const statusParam = (search: string) => new URLSearchParams(search).get('status');

describe('/admin/reviews', () => {
  it('shows the status tabs with their counts, Pending first and open, and keeps the tab in the URL', async () => {
    const { user, history } = await renderApp('/admin/reviews', { signedInAs: DEMO_ADMIN });
    const tabs = within(screen.getByRole('tablist', { name: 'Review status' }));
    await waitFor(() =>
      expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Pending 5',
        'Approved 18',
        'Rejected 3',
        'All 26',
      ]),
    );
    expect(tabs.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Pending/ })).toContainElement(table());
    await waitFor(() => expect(shownIds()).toEqual([26, 24, 21, 17, 13]));

    await user.click(tabs.getByRole('tab', { name: /Rejected/ }));
    await waitFor(() => expect(statusParam(history.location.search)).toBe('["REJECTED"]'));
    await waitFor(() => expect(shownIds()).toEqual([23, 15, 7]));
    expect(tabs.getByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');

    // Keyboard: arrows move between the tabs, Enter opens one; only the open tab is in the Tab order.
    tabs.getByRole('tab', { name: /Rejected/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: /All/ })).toHaveFocus();
    expect(tabs.getByRole('tab', { name: /All/ })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(JSON.parse(statusParam(history.location.search) ?? '[]')).toHaveLength(3));
    expect(await screen.findByText(/^Page 1 of 3$/)).toBeVisible();

    // Pending is the default: its tab spells no parameter, and a shared ?status=PENDING link opens it.
    await user.click(tabs.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(statusParam(history.location.search)).toBeNull());
    history.push('/admin/reviews?status=APPROVED');
    await waitFor(() =>
      expect(tabs.getByRole('tab', { name: /Approved/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('approves one review: a toast, and it leaves the Pending tab', async () => {
    const { user } = await renderApp('/admin/reviews', { signedInAs: DEMO_ADMIN });
    await waitFor(() => expect(rowOf(24)).toBeDefined());
    await user.click(within(rowOf(24)!).getByRole('button', { name: 'Approve review #24' }));
    expect(await screen.findByText('Review approved')).toBeVisible();
    await waitFor(() => expect(shownIds()).toEqual([26, 21, 17, 13]));
    expect(mockDb.reviews.find(24)?.status).toBe('APPROVED');
    expect(await screen.findByRole('tab', { name: 'Pending 4' })).toBeVisible();
  });

  it('approves two selected reviews in bulk after a confirmation and reports the outcome', async () => {
    const { user } = await renderApp('/admin/reviews', { signedInAs: DEMO_ADMIN });
    await waitFor(() => expect(rowOf(21)).toBeDefined());
    await user.click(within(table()).getByRole('checkbox', { name: 'Select review #21' }));
    await user.click(within(table()).getByRole('checkbox', { name: 'Select review #17' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on reviews' });
    expect(within(bar).getByText('2 selected')).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve' });
    expect(within(dialog).getByText(/^Approve 2 reviews\?/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(bar).findByText('2 changed')).toBeVisible();
    await waitFor(() => expect(shownIds()).toEqual([26, 24, 13]));
    expect([21, 17].map((id) => mockDb.reviews.find(id)?.status)).toEqual(['APPROVED', 'APPROVED']);
  });

  it("shows an owner their restaurants' reviews with Reply, and saves a reply from the dialog", async () => {
    mockDb.actor = 'owner@demo.food';
    const { user } = await renderApp('/admin/reviews?status=APPROVED', { signedInAs: DEMO_OWNER });
    await waitFor(() => expect(rowOf(12)).toBeDefined());
    expect(shownIds()).toEqual([19, 12, 2]);
    expect(within(table()).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(table()).queryByRole('checkbox')).toBeNull();
    expect(within(rowOf(19)!).getByText(/Thank you! We are glad/)).toBeVisible();

    await user.click(within(rowOf(12)!).getByRole('button', { name: 'Reply to review #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to review' });
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    expect(await within(dialog).findByText('Reply is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reply/ }), 'Thanks for coming!');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Reply saved')).toBeVisible();
    expect(mockDb.reviews.find(12)?.reply).toMatchObject({
      text: 'Thanks for coming!',
      authorName: 'Oscar Owner',
    });
    expect(await within(rowOf(12)!).findByText('Thanks for coming!')).toBeVisible();
  });

  it('opens an owner on Approved, the reviews their replies answer, with Pending a tab away', async () => {
    mockDb.actor = 'owner@demo.food';
    const { user, history } = await renderApp('/admin/reviews', { signedInAs: DEMO_OWNER });
    const tabs = within(screen.getByRole('tablist', { name: 'Review status' }));
    await waitFor(() => expect(shownIds()).toEqual([19, 12, 2]));
    expect(tabs.getByRole('tab', { name: /Approved/ })).toHaveAttribute('aria-selected', 'true');
    expect(history.location.search).toBe('');
    expect(within(rowOf(12)!).getByRole('button', { name: 'Reply to review #12' })).toBeVisible();

    await user.click(tabs.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(statusParam(history.location.search)).toBe('["PENDING"]'));
    await user.click(tabs.getByRole('tab', { name: /Approved/ }));
    // Their home tab has no parameter, as Pending has none for an admin.
    await waitFor(() => expect(statusParam(history.location.search)).toBeNull());
  });
});
