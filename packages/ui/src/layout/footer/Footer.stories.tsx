import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'App chrome/Footer',
  tags: ['autodocs'],
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 Food Admin');
  },
};

export const WithLinks: Story = {
  args: {
    owner: 'Springfield Eats Ltd.',
    children: (
      <>
        <a href="#privacy">Privacy</a>
        <a href="#terms">Terms</a>
      </>
    ),
  },
};
