import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/button';
import { Card } from '../../primitives/card';
import { PageLayout } from './PageLayout';
import { SearchInput } from '../../patterns/search-input';

const meta = {
  title: 'App chrome/PageLayout',
  tags: ['autodocs'],
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Restaurants',
    description: 'Every restaurant on the platform.',
    actions: <Button leadingIcon={<Plus size={16} aria-hidden="true" />}>Add Restaurant</Button>,
    children: <Card>Content goes here.</Card>,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  },
};

export const WithToolbar: Story = {
  args: {
    toolbar: (
      <SearchInput label="Search restaurants" placeholder="Search restaurants" value="" onSearch={() => {}} />
    ),
  },
};

export const WithBreadcrumb: Story = {
  args: {
    title: 'Menu of Pizza Palace',
    breadcrumb: <a href="#restaurants">← Restaurants</a>,
    actions: (
      <>
        <Button variant="outline">Edit Menu</Button>
        <Button>Add Dish</Button>
      </>
    ),
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Dishes of the Extraordinarily Long-Named Seasonal Tasting Menu for the Summer Terrace',
  },
};
