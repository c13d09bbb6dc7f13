import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { kit, startingWith, t } from './texts';

/**
 * A failed load's state: the server's message is shown (after its fade-in) with an enabled Retry.
 * `message` in the story's language: `apiError(503, 'Orders are unavailable')` (./texts.ts).
 */
export async function expectRetryableError(canvasElement: HTMLElement, message: string): Promise<void> {
  const canvas = within(canvasElement);
  const text = await canvas.findByText(message);
  await waitFor(() => expect(text).toBeVisible());
  await expect(canvas.getByRole('button', { name: t('layout.retry') })).toBeEnabled();
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
 * count has arrived, and closes the menu. `filter` and `option` as the screen writes them
 * (`t('dishes.field.category')`).
 */
export async function pickFacet(canvasElement: HTMLElement, filter: string, option: string): Promise<void> {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: startingWith(kit('filterBy', filter, [])) }),
  );
  const item = await screen.findByRole('menuitemcheckbox', { name: startingWith(option) });
  await waitFor(() => expect(item).toHaveTextContent(/\d/));
  await userEvent.click(item);
  await userEvent.keyboard('{Escape}');
}

/**
 * A role that may not open the page, as the route's RoleGate or OwnerGate answers it: "Not allowed"
 * in the shell, naming the role, with the way to the welcome page.
 */
export async function expectNotAllowed(canvasElement: HTMLElement, role: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: t('access.title') })).toBeVisible();
  await expect(canvas.getByText(t('access.withRole', { role }))).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('access.toWelcome') })).toBeVisible();
}

/**
 * A phone (390x844): nothing scrolls sideways and, for a signed-in user, the sidebar has given way
 * to the menu button.
 */
export async function expectPhoneLayout(canvasElement: HTMLElement, { signedIn = true } = {}): Promise<void> {
  const canvas = within(canvasElement);
  await expect(window.innerWidth).toBe(390);
  if (signedIn) {
    await expect(await canvas.findByRole('button', { name: kit('openNavigation') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: kit('mainNavigation') })).not.toBeInTheDocument();
  }
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

/** An edit form waiting for its record: its title over a busy card of placeholder fields, no Save. */
export async function expectFormLoading(canvasElement: HTMLElement, title: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  const card = canvasElement.querySelector('.entity-form[aria-busy="true"]');
  await expect(card).not.toBeNull();
  await expect(card).toBeVisible();
  await expect(canvas.queryByRole('button', { name: t('forms.save') })).toBeNull();
}

/** A record that does not exist: the server's message and the way back, no Retry. */
export async function expectNotFound(
  canvasElement: HTMLElement,
  message: string,
  back: string,
): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(canvas.getByRole('link', { name: back })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: t('layout.retry') })).toBeNull();
}

/** A save on its way: Save is busy and Cancel waits. */
export async function expectSaving(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: t('forms.save') })).toHaveAttribute('aria-busy', 'true'),
  );
  await expect(canvas.getByRole('button', { name: t('forms.cancel') })).toBeDisabled();
}
