import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AccountMenu } from './AccountMenu';
import { DeferredAccountMenu } from './DeferredAccountMenu';

const meta = {
  title: 'App chrome/AccountMenu',
  tags: ['autodocs'],
  component: AccountMenu,
  args: {
    account: { firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.food', role: 'ADMIN' },
    onNavigate: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Ada Admin/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Ada Admin');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Logout',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('profile');
    // Open it again once it has closed: a press while it is still closing may land on nothing.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    // End at rest, as the story's name says. Whether the trigger shows its focus ring once the menu
    // hands focus back after scripted presses is Chromium's focus-visible guess, not the kit's,
    // and it guessed both ways from run to run (docs/storybook.md#baselines).
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** The dropdown closes when the user clicks outside it, and on Escape (docs/requirements.md#req-header-account). */
export const ClosesOnOutsideClickAndEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Ada Admin/ });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Profile and Settings can be the app's router links. */
export const WithLinks: Story = {
  args: {
    renderLink: ({ to, ...props }) => <a href={`#/${to}`} {...props} />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ada Admin/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#/settings',
    );
  },
};

export const LongName: Story = {
  args: {
    account: {
      firstName: 'Maximiliana-Josefina',
      lastName: 'van der Oosterhuizen-Wellington',
      email: 'maximiliana.josefina@very-long-company-domain-name.example.com',
      role: 'RESTAURANT',
    },
  },
};

/**
 * DeferredAccountMenu, as AppHeader renders it: the same face at once, the dropdown's code on hover,
 * focus, idle time or the first press, which opens the menu as soon as the code is there.
 */
export const Deferred: Story = {
  render: (args) => <DeferredAccountMenu {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu')).toHaveTextContent('admin@demo.food');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Ada Admin/ })).toHaveFocus();
  },
};
