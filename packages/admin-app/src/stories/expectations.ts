import { expect, waitFor, within } from 'storybook/test';

/** A failed load's state: the server's message is shown (after its fade-in) with an enabled Retry. */
export async function expectRetryableError(canvasElement: HTMLElement, message: string): Promise<void> {
  const canvas = within(canvasElement);
  const text = await canvas.findByText(message);
  await waitFor(() => expect(text).toBeVisible());
  await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
}
