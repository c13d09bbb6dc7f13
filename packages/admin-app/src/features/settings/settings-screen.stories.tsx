import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectPhoneLayout } from '@/stories/expectations';
import { SettingsScreen } from './settings-screen';

const meta = {
  title: 'App/Account/Settings',
  component: SettingsScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    matrix: {
      notApplicable: {
        loading: 'nothing loads: the theme is kept in this browser',
        empty: 'one setting, always there',
        error: 'no request',
        forbidden: 'every signed-in user may open it',
        validation: 'one choice from a list: nothing to refuse',
        submitting: 'no save: the theme applies at once',
        slow: 'no request',
        'not-found': 'not a page of one record',
      },
    },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toBeVisible();
  },
};

/** A phone (390x844): the theme's field fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const theme = await within(canvasElement).findByRole('combobox', { name: 'Theme' });
    await expect(theme).toBeVisible();
    await expect(theme.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};
