import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ClipboardList,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Plus,
  Settings,
  SunMoon,
  Store,
  User,
  Users,
  UtensilsCrossed,
  Soup,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { CommandPalette, type CommandPaletteProps } from './CommandPalette';
import type { CommandPaletteGroup } from './types';

/** Every option's onSelect reports its id here. */
const selected = fn();

const option = (id: string, label: string, icon: React.ReactNode, description?: string) => ({
  id,
  label,
  icon,
  description,
  onSelect: () => selected(id),
});

const COMMANDS: CommandPaletteGroup[] = [
  {
    id: 'pages',
    heading: 'Pages',
    items: [
      option('page:dashboard', 'Dashboard', <LayoutDashboard size={16} />),
      option('page:users', 'Users', <Users size={16} />),
      option('page:restaurants', 'Restaurants', <Store size={16} />),
      option('page:menus', 'Menus', <UtensilsCrossed size={16} />),
      option('page:orders', 'Orders', <ClipboardList size={16} />),
      option('page:reviews', 'Reviews', <MessageSquareText size={16} />),
      option('page:profile', 'Profile', <User size={16} />),
      option('page:settings', 'Settings', <Settings size={16} />),
    ],
  },
  {
    id: 'actions',
    heading: 'Actions',
    items: [
      option('action:new-restaurant', 'New restaurant', <Plus size={16} />),
      option('action:theme', 'Toggle theme', <SunMoon size={16} />),
      option('action:sign-out', 'Sign out', <LogOut size={16} />),
    ],
  },
];

const RESULTS: CommandPaletteGroup[] = [
  {
    id: 'restaurants',
    heading: 'Restaurants',
    items: [
      option('restaurant:2', 'Sakura Sushi Bar', <Store size={16} />, '14 Cherry Lane, Portland'),
      option('restaurant:31', 'Sushi Corner', <Store size={16} />, '2 Harbour Road, Seattle'),
    ],
  },
  { id: 'menus', heading: 'Menus', items: [] },
  {
    id: 'dishes',
    heading: 'Dishes',
    items: [option('dish:88', 'Salmon sushi', <Soup size={16} />, 'Lunch · Sakura Sushi Bar')],
  },
];

/** Holds the open state and the query, as the app does. */
function PaletteDemo(args: CommandPaletteProps) {
  const [open, setOpen] = useState(args.open);
  const [query, setQuery] = useState(args.query);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open command palette
      </Button>
      <CommandPalette
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/CommandPalette',
  tags: ['autodocs'],
  component: CommandPalette,
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    commands: COMMANDS,
    results: [],
    status: 'idle',
  },
  render: (args) => <PaletteDemo {...args} />,
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
/** The options' labels (their names go on with the second line, when there is one). */
const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((element) => element.querySelector('.fa-palette__label')?.textContent);

/** Just opened: every page and action, grouped, the field focused; typing filters them. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await palette();
    const field = within(dialog).getByRole('combobox', { name: 'Search pages, actions and records' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByRole('group', { name: 'Pages' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Actions' })).toBeVisible();
    await expect(optionNames(dialog)).toEqual([
      'Dashboard',
      'Users',
      'Restaurants',
      'Menus',
      'Orders',
      'Reviews',
      'Profile',
      'Settings',
      'New restaurant',
      'Toggle theme',
      'Sign out',
    ]);
    // The first option is the active one: Enter would open it.
    await expect(within(dialog).getByRole('option', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(field, 'set');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('set');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Settings']));
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Typing: the app's search is under way (spinner, "Searching…"); matching commands stay. */
export const Typing: Story = {
  args: { query: 'sus', status: 'loading' },
  play: async () => {
    const dialog = await palette();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Searching…');
    await expect(within(dialog).getByText('Searching…')).toBeVisible();
    await expect(within(dialog).queryByText(/No results/)).not.toBeInTheDocument();
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  },
};

/** Results grouped by kind under headings, after the commands that match (none here). */
export const Results: Story = {
  args: { query: 'sushi', status: 'done', results: RESULTS },
  play: async () => {
    const dialog = await palette();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('3 results');
    const restaurants = within(dialog).getByRole('group', { name: 'Restaurants' });
    await expect(within(restaurants).getAllByRole('option')).toHaveLength(2);
    await expect(within(dialog).getByRole('group', { name: 'Dishes' })).toBeVisible();
    // A kind without hits has no heading.
    await expect(within(dialog).queryByRole('group', { name: 'Menus' })).not.toBeInTheDocument();
    // The name is the label, then the second line.
    const dish = within(dialog).getByRole('option', { name: /^Salmon sushi/ });
    await expect(dish).toHaveAccessibleName('Salmon sushi Lunch · Sakura Sushi Bar');
  },
};

/** Arrows move the active option (the field keeps focus); Enter opens it and closes the palette. */
export const PickWithKeyboard: Story = {
  args: { query: 'sushi', status: 'done', results: RESULTS },
  play: async ({ args }) => {
    selected.mockClear();
    const dialog = await palette();
    const field = within(dialog).getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const corner = within(dialog).getByRole('option', { name: /^Sushi Corner/ });
    await expect(corner).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', corner.id);
    // The list wraps around at both ends.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: /^Sakura Sushi Bar/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(selected).toHaveBeenCalledOnce();
    await expect(selected).toHaveBeenCalledWith('restaurant:31');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The search answered nothing and no command matches. */
export const NoResults: Story = {
  args: { query: 'zzz', status: 'done', results: [] },
  play: async () => {
    const dialog = await palette();
    const status = within(dialog).getByRole('status');
    await expect(status).toHaveTextContent('No results for “zzz”');
    await expect(status).toBeVisible();
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  },
};

/** The search failed: its message, and the matching pages and actions still work. */
export const ServerError: Story = {
  args: {
    query: 're',
    status: 'error',
    errorMessage: 'Search is unavailable right now. Pages and actions still work.',
  },
  play: async () => {
    const dialog = await palette();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Search is unavailable right now');
    await expect(within(dialog).queryByText(/No results/)).not.toBeInTheDocument();
    await expect(optionNames(dialog)).toEqual(['Restaurants', 'Reviews', 'New restaurant']);
  },
};

/** Opened from a button: focus is trapped inside, Escape closes, focus returns to the button. */
export const FocusReturns: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open command palette' });
    await userEvent.click(opener);
    const dialog = await palette();
    const field = within(dialog).getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    // Tab cannot leave the dialog: the field is its only stop.
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

// The open states in the dark theme, so the a11y checks (contrast included) run against both palettes.
const dark = { globals: { theme: 'dark' } } as const;
export const EmptyDark: Story = { ...Empty, ...dark };
export const ResultsDark: Story = { ...Results, ...dark };
export const NoResultsDark: Story = { ...NoResults, ...dark };
export const ServerErrorDark: Story = { ...ServerError, ...dark };
