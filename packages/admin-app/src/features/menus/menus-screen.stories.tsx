import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overrides } from '@food-admin/mocks';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import type { LayoutSearch } from '@/features/lists/list-layout';
import { MenusScreen } from './menus-screen';

function MenusPage({ initial }: { initial: LayoutSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <MenusScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Menus',
  component: MenusPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: { ...mockApiParameters, layout: 'fullscreen' },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof MenusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('button', { name: /View dishes/ })).length,
    ).toBeGreaterThan(0);
  },
};
export const Loading: Story = { parameters: { msw: { handlers: { menus: overrides.loading('menus') } } } };
export const Empty: Story = { parameters: { msw: { handlers: { menus: overrides.empty('menus') } } } };
export const LoadError: Story = {
  parameters: { msw: { handlers: { menus: overrides.error('menus', 500, 'Menus are unavailable') } } },
};
export const Searched: Story = { args: { initial: { search: 'dessert' } } };

/** `?layout=table`: the menus as a paged table with the status filter, Columns, Export and Views. */
export const Table: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Menus' });
    await expect((await within(table).findAllByRole('link')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /Filter by Status/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Table', pressed: true })).toBeVisible();
  },
};

/** The Name header sorts the whole list on the server, Z to A on the second click. */
export const TableSortedByName: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Menus' });
    await within(table).findAllByRole('link');
    const sort = within(table).getByRole('button', { name: /^Name/ });
    await userEvent.click(sort);
    await userEvent.click(sort);
    await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(async () => {
      const names = within(table)
        .getAllByRole('link')
        .map((link) => (link.textContent ?? '').toLowerCase())
        // The icon-only Edit links have no text.
        .filter((name) => name !== '');
      await expect(names).toEqual([...names].sort().reverse());
    });
  },
};
