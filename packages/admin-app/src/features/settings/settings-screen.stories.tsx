import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPage } from '@/stories/page-decorator';
import { SettingsScreen } from './settings-screen';

const meta = {
  title: 'App/Account/Settings',
  component: SettingsScreen,
  decorators: [withPage],
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
