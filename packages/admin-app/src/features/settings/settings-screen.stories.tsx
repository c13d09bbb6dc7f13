import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { SettingsScreen } from './settings-screen';

const meta = {
  title: 'App/Account/Settings',
  component: SettingsScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
