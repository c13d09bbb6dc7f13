import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STAFF } from '@food-admin/api-client';
import { overrides } from '@food-admin/mocks';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_COURIER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectNotAllowed,
  expectPhoneLayout,
  expectRetryableError,
  openDialogWith,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, containing, kit, startingWith, t } from '@/stories/texts';
import { StatefulSearch } from '@/stories/stateful-search';
import type { LayoutSearch } from '@/shared/lists/list-layout';
import { MenusScreen } from './menus-screen';

function MenusPage({ initial }: { initial: LayoutSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <MenusScreen {...props} />} />;
}

const meta = {
  title: 'App/Pages/Menus',
  component: MenusPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        validation: 'no form: menus are edited on their own page',
        'not-found': 'a list, not a page of one record',
      },
    },
  },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof MenusPage>;

const menuCards = (canvasElement: HTMLElement, busy?: boolean) =>
  within(canvasElement).findByRole('list', {
    name: t('menus.listLabel'),
    ...(busy === undefined ? {} : { busy }),
  });

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('button', { name: startingWith(kit('viewDishes')) })).length,
    ).toBeGreaterThan(0);
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { menus: overrides.loading('menus') } }, matrix: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await menuCards(canvasElement, true)).toBeVisible();
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: { menus: overrides.empty('menus') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('menus.empty'))).toBeVisible();
  },
};
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { menus: overrides.error('menus', 500, 'Menus are unavailable') } },
    matrix: { state: 'error' },
  },
  play: ({ canvasElement }) => expectRetryableError(canvasElement, apiError(500, 'Menus are unavailable')),
};

/** The menus answer late (the mocks' slow override): the grid is busy, then the cards come. */
export const Slow: Story = {
  parameters: { msw: { handlers: { menus: overrides.slow('menus') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await expect(await menuCards(canvasElement, true)).toBeVisible();
    await expect(
      (
        await within(canvasElement).findAllByRole(
          'button',
          { name: startingWith(kit('viewDishes')) },
          { timeout: 5000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  },
};

/** A courier opens /admin/menus: the route's RoleGate answers "Not allowed". */
export const NotAllowedForCourier: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_COURIER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <RoleGate roles={STAFF}>
      <MenusPage {...args} />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'COURIER');
    await expect(within(canvasElement).queryByRole('list', { name: t('menus.listLabel') })).toBeNull();
  },
};

/** Deleting a menu: Confirm is busy until the server answers (here it never does). */
export const Deleting: Story = {
  parameters: {
    msw: { handlers: { deleteMenu: overrides.loading('deleteMenu') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: startingWith(`${kit('delete')} `) });
    const dialog = await openDialogWith(
      () => canvas.getAllByRole('button', { name: startingWith(`${kit('delete')} `) })[0] as HTMLElement,
      kit('confirmDeletion'),
      'alertdialog',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: kit('confirm') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: kit('confirm') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A phone (390x844): one column of cards, nothing scrolling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const cards = within(await menuCards(canvasElement));
    const [first, second] = (await cards.findAllByRole('article')).map((card) =>
      card.getBoundingClientRect(),
    );
    await expect(second!.left).toBe(first!.left);
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expectPhoneLayout(canvasElement);
  },
};
export const Searched: Story = { args: { initial: { search: 'dessert' } } };

/** `?layout=table`: the menus as a paged table with the status filter, Columns, Export and Views. */
export const Table: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: t('menus.listLabel') });
    await expect((await within(table).findAllByRole('link')).length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('button', { name: startingWith(kit('filterBy', t('lists.facet.status'), [])) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('lists.layout.table'), pressed: true })).toBeVisible();
  },
};

/** The Name header sorts the whole list on the server, Z to A on the second click. */
export const TableSortedByName: Story = {
  args: { initial: { layout: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: t('menus.listLabel') });
    await within(table).findAllByRole('link');
    const sort = within(table).getByRole('button', { name: startingWith(t('menus.name')) });
    await userEvent.click(sort);
    await userEvent.click(sort);
    await expect(
      within(table).getByRole('columnheader', { name: containing(t('menus.name')) }),
    ).toHaveAttribute('aria-sort', 'descending');
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
