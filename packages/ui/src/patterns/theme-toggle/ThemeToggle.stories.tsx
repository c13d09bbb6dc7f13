import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { ColorScheme } from '../../theme';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'App chrome/ThemeToggle',
  tags: ['autodocs'],
  component: ThemeToggle,
  args: { theme: 'light', onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the light theme it offers the dark one (a moon). */
export const Light: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await expect(button).toHaveAttribute('title', 'Switch to dark theme');
    await expect(button.querySelector('.lucide-moon')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

/** In the dark theme it offers the light one (a sun). */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Switch to light theme' });
    await expect(button.querySelector('.lucide-sun')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

/**
 * Controlled by the app's state (here local state; an app passes `useTheme()`'s `resolvedTheme` and
 * `setTheme`, which also set `<html data-theme>` and remember the choice): each press flips the
 * theme and the button's name.
 */
export const Controlled: Story = {
  render: function Toggle(args) {
    const [theme, setTheme] = useState<ColorScheme>(args.theme);
    return (
      <ThemeToggle
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          args.onThemeChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(args.onThemeChange).toHaveBeenNthCalledWith(1, 'dark');
    await expect(args.onThemeChange).toHaveBeenNthCalledWith(2, 'light');
  },
};
