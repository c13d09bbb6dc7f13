import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** A failed load's state: the server's message is shown (after its fade-in) with an enabled Retry. */
export async function expectRetryableError(canvasElement: HTMLElement, message: string): Promise<void> {
  const canvas = within(canvasElement);
  const text = await canvas.findByText(message);
  await waitFor(() => expect(text).toBeVisible());
  await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
}

/**
 * Clicks a row's (or card's) button until its dialog is open, and answers the dialog. Right after a
 * list renders, a late answer (its counts, a refetch) may re-render the row as the button is
 * clicked, and the click lands on a detached node; in the built Storybook's slower runs that
 * happens now and then, so one click is not enough to be sure.
 */
export async function openDialogWith(
  button: () => HTMLElement,
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  await waitFor(
    async () => {
      if (!screen.queryByRole(role, { name })) await userEvent.click(button());
      await expect(screen.getByRole(role, { name })).toBeVisible();
    },
    { timeout: 5000 },
  );
  return screen.getByRole(role, { name });
}

/**
 * Picks one value in a list's faceted filter menu ("Filter by Category" -> "Dessert 3"), once its
 * count has arrived, and closes the menu.
 */
export async function pickFacet(canvasElement: HTMLElement, filter: string, option: string): Promise<void> {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: new RegExp(`Filter by ${filter}`) }),
  );
  const item = await screen.findByRole('menuitemcheckbox', { name: new RegExp(`^${option}`) });
  await waitFor(() => expect(item).toHaveTextContent(/\d/));
  await userEvent.click(item);
  await userEvent.keyboard('{Escape}');
}
