import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RenderLink } from '../../lib/links';
import { Breadcrumbs } from './Breadcrumbs';

/** A plain anchor where the app would render its router's Link. */
const linkTo =
  (href: string): RenderLink =>
  (props) => <a href={href} {...props} />;

const meta = {
  title: 'App chrome/Breadcrumbs',
  tags: ['autodocs'],
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Restaurants', renderLink: linkTo('#/admin/restaurants') },
      { label: 'Pizza Palace', renderLink: linkTo('#/admin/restaurants/1/menu') },
      { label: 'Lunch', renderLink: linkTo('#/admin/menus/4/dishes') },
      { label: 'Edit dish' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The levels above are links; the last one is the current page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Restaurants', 'Pizza Palace', 'Lunch']);
    await expect(links[0]).toHaveAttribute('href', '#/admin/restaurants');
    await expect(nav.getByText('Edit dish')).toHaveAttribute('aria-current', 'page');
    // Three separators between four items, none of them read out.
    await expect(nav.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** One level: just the current page. */
export const CurrentPageOnly: Story = {
  args: { items: [{ label: 'Restaurants' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Restaurants')).toHaveAttribute('aria-current', 'page');
  },
};

/** Long names are cut with an ellipsis (their full text stays in the DOM); nothing scrolls sideways. */
export const LongNames: Story = {
  args: {
    items: [
      { label: 'Restaurants', renderLink: linkTo('#/admin/restaurants') },
      {
        label:
          'The Extraordinarily Long-Named Mediterranean and Levantine Seafood Brasserie of the Old Harbour',
        renderLink: linkTo('#/admin/restaurants/7/menu'),
      },
      { label: 'Dishes of the Extraordinarily Long-Named Seasonal Tasting Menu for the Summer Terrace' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const current = canvas.getByText(/Seasonal Tasting Menu/);
    const item = current.closest('li')!;
    await expect(item.scrollWidth).toBeGreaterThan(item.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
