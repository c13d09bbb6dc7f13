import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, LayoutDashboard, Settings, Store, User, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { NavList } from './NavList';
import { NavSheet } from './NavSheet';
import { currentNavItem, type NavSection, type RenderNavLink } from './nav-types';
import { Sidebar } from './Sidebar';

const sections: NavSection[] = [
  {
    items: [
      { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
      { to: '/admin/users', label: 'Users', icon: Users },
      { to: '/admin/restaurants', label: 'Restaurants', icon: Store },
      { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
    ],
  },
  {
    label: 'Account',
    items: [
      { to: '/profile', label: 'Profile', icon: User },
      { to: '/settings', label: 'Settings', icon: Settings },
    ],
  },
];

// Links do not navigate in the kit's stories; they record where they would go.
const navigated = fn();
const link: RenderNavLink = ({ to, children, onClick, ...rest }) => (
  <a
    href={to}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      navigated(to);
      onClick?.();
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'App chrome/Sidebar',
  tags: ['autodocs'],
  component: Sidebar,
  subcomponents: { NavSheet, NavList },
  parameters: { layout: 'fullscreen' },
  args: {
    sections,
    currentTo: currentNavItem(sections, '/admin/restaurants/4/edit'),
    renderLink: link,
    collapsed: false,
    onCollapsedChange: fn(),
  },
  // The app keeps `collapsed` (and may store it); here the story does.
  render: function Controlled(args) {
    const [collapsed, setCollapsed] = useState(args.collapsed);
    return (
      <Sidebar
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          args.onCollapsedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section; the current one (the longest path prefix) is marked, and the links navigate. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByText('Account')).toBeVisible();
    navigated.mockClear();
    await userEvent.click(nav.getByRole('link', { name: 'Orders' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/orders');
    await userEvent.click(nav.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(nav.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Icons only: the labels stay the links' names and become their tooltips. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, userEvent, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const users = nav.getByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('title', 'Users');
    await expect(nav.getByText('Users')).toHaveClass('fa-visually-hidden');
    await expect(nav.getByText('Account')).toHaveClass('fa-visually-hidden');
    await userEvent.click(nav.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(nav.getByText('Users')).not.toHaveClass('fa-visually-hidden');
  },
};

/** A landmark name of the app's choosing, when the page has more than one navigation. */
export const Labelled: Story = {
  args: { label: 'Back office' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  },
};

/**
 * NavSheet, the phones' version: a menu button opens the same links as a sheet from the start
 * edge; focus stays inside, following a link closes it and focus goes back to the button.
 */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <NavSheet sections={args.sections} currentTo={args.currentTo} renderLink={args.renderLink} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const sheet = within(document.body).getByRole('dialog', { name: 'Navigation' });
    const nav = within(within(sheet).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close navigation' }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    navigated.mockClear();
    await userEvent.click(
      within(within(document.body).getByRole('dialog')).getByRole('link', { name: 'Profile' }),
    );
    await expect(navigated).toHaveBeenCalledWith('/profile');
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};
