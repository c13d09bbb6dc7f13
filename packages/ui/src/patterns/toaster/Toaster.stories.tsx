import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { Toaster, toast } from './Toaster';

const undo = fn();

const meta = {
  title: 'Feedback/Toaster',
  tags: ['autodocs'],
  component: Toaster,
  // (Each story starts without the toasts of the one before: .storybook/preview.tsx.)
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

// Toasts render in a portal-like section at the end of body, outside the story's canvas.
const page = () => within(document.body);

/** After a save: the message and a View action. */
export const Success: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => toast.success('Restaurant saved', { action: { label: 'View', onClick: () => {} } })}
      >
        Save
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // sonner fades a toast in: wait until it is shown, not just mounted.
    await waitFor(() => expect(page().getByText('Restaurant saved')).toBeVisible());
    await expect(page().getByRole('button', { name: 'View' })).toBeVisible();
  },
};

/** After a delete that can be taken back: Undo calls the restore. */
export const WithUndo: Story = {
  render: (args) => (
    <>
      <Button onClick={() => toast.success('Dish deleted', { action: { label: 'Undo', onClick: undo } })}>
        Delete
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    undo.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await page().findByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledOnce();
  },
};

/** A failed action that has no field to point at. */
export const ErrorToast: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() =>
          toast.error('Could not delete the dish', { description: 'Request failed with status 503' })
        }
      >
        Fail
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(page().getByText('Could not delete the dish')).toBeVisible());
    await expect(page().getByText('Request failed with status 503')).toBeVisible();
  },
};
