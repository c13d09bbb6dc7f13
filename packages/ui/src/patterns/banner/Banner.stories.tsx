import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { kit } from '../../stories/kit-texts';
import { Banner } from './Banner';
import { Button } from '../../primitives/button';

const meta = {
  title: 'Basics/Banner',
  tags: ['autodocs'],
  component: Banner,
  args: { children: 'Request failed with status 503: Service Unavailable' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Failed list loads show a warning banner with the error message (docs/requirements.md#req-errors-display). */
export const Warning: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Service Unavailable');
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Could not save', children: 'Name is required' },
};

export const Info: Story = { args: { tone: 'info', children: 'Changes are saved automatically.' } };

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="outline">
        Retry
      </Button>
    ),
  },
};

export const LongMessage: Story = {
  args: {
    children:
      'The server could not process the request because the upstream image host https://images.example.com/v1/upload/very/long/path/that/does/not/wrap/naturally returned an unexpected response. Please try again in a few minutes.',
  },
};

/** A failed load that can be tried again: Retry calls back. */
export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: kit('retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
