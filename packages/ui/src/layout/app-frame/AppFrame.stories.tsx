import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, House, LayoutDashboard, Settings, Store, User, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppFrame } from './AppFrame';
import { AppHeader } from '../app-header';
import { Footer } from '../footer';
import { PageLayout } from '../page-layout';
import { Breadcrumbs } from '../breadcrumbs';
import { NavSheet, Sidebar, currentNavItem, type NavSection, type RenderNavLink } from '../sidebar';
import type { AccountLike } from '../../types';

const adminSections: NavSection[] = [
  {
    items: [
      { to: '/welcome', label: 'Welcome', icon: House },
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

const ownerSections: NavSection[] = [
  {
    items: [
      { to: '/welcome', label: 'Welcome', icon: House },
      { to: '/admin/restaurants', label: 'My Restaurants', icon: Store },
    ],
  },
];

const admin: AccountLike = { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.food', role: 'ADMIN' };

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

type ShellProps = {
  sections: NavSection[];
  account: AccountLike;
  pathname: string;
  startCollapsed?: boolean;
  title?: string;
  children?: ReactNode;
};

/** The frame as an app composes it: sidebar, header with the phone's menu button, page, footer. */
function Shell({
  sections,
  account,
  pathname,
  startCollapsed = false,
  title = 'Restaurants',
  children,
}: ShellProps) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const currentTo = currentNavItem(sections, pathname);
  return (
    <AppFrame
      sidebar={
        <Sidebar
          sections={sections}
          currentTo={currentTo}
          renderLink={link}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
        />
      }
      header={
        <AppHeader
          account={account}
          onNavigate={fn()}
          onLogout={fn()}
          start={<NavSheet sections={sections} currentTo={currentTo} renderLink={link} />}
        />
      }
      footer={<Footer />}
    >
      <main>
        <PageLayout
          title={title}
          breadcrumb={
            <Breadcrumbs
              items={[
                { label: 'Restaurants', renderLink: (props) => <a href="/admin/restaurants" {...props} /> },
                { label: title },
              ]}
            />
          }
        >
          {children ?? <p>The page goes here.</p>}
        </PageLayout>
      </main>
    </AppFrame>
  );
}

const meta = {
  title: 'App chrome/AppFrame',
  tags: ['autodocs'],
  component: Shell,
  parameters: { layout: 'fullscreen' },
  args: { sections: adminSections, account: admin, pathname: '/admin/restaurants/4/edit' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Main' });

/** Every section of an admin; the current one (by path prefix) is marked. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(sidebar(canvasElement));
    await expect(nav.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    navigated.mockClear();
    await userEvent.click(nav.getByRole('link', { name: 'Users' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/users');
  },
};

/** Icons only; the labels stay the links' names, and the toggle expands it again. */
export const Collapsed: Story = {
  args: { startCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(sidebar(canvasElement));
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('title', 'Users');
    await expect(nav.getByText('Users')).toHaveClass('fa-visually-hidden');
    await userEvent.click(nav.getByRole('button', { name: 'Expand sidebar' }));
    await expect(nav.getByText('Users')).not.toHaveClass('fa-visually-hidden');
    await expect(nav.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A restaurant owner sees only their sections. */
export const OwnerRole: Story = {
  args: {
    sections: ownerSections,
    account: { firstName: 'Oscar', lastName: 'Owner', email: 'owner@demo.food', role: 'RESTAURANT' },
  },
  play: async ({ canvasElement }) => {
    const nav = within(sidebar(canvasElement));
    await expect(nav.getByRole('link', { name: 'My Restaurants' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  },
};

/** Long names truncate in the breadcrumbs and wrap in the title; nothing scrolls sideways. */
export const LongNames: Story = {
  args: {
    account: {
      firstName: 'Maximiliana-Konstantina',
      lastName: 'Papadopoulou-Schwarzenegger',
      email: 'max@example.com',
      role: 'ADMIN',
    },
    title: 'The Extraordinarily Long-Named Mediterranean and Levantine Seafood Brasserie of the Old Harbour',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * Phones: the sidebar gives way to a menu button that opens the same links as a sheet (on a
 * desktop-wide canvas the button shows here because the sheet is rendered on its own).
 */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <NavSheet
      sections={args.sections}
      currentTo={currentNavItem(args.sections, args.pathname)}
      renderLink={link}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const sheet = within(document.body).getByRole('dialog', { name: 'Navigation' });
    await expect(within(sheet).getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(sheet).getByRole('link', { name: 'Orders' }));
    // Following a link closes the sheet and gives focus back to the menu button.
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};
