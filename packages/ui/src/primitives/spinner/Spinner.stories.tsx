import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Basics/Spinner', component: Spinner, tags: ['autodocs'] } satisfies Meta<
  typeof Spinner
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
};

/** The full-page state while authentication loads (docs/requirements.md#req-routes-public). */
export const PageLoading: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <Spinner size="lg" label="Checking your session" />
    </div>
  ),
};
