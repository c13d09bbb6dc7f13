import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { NotAllowedScreen } from './not-allowed-screen';

const meta = {
  title: 'App/Auth/Not allowed',
  component: NotAllowedScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
} satisfies Meta<typeof NotAllowedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerAccount: Story = { args: { role: 'CUSTOMER' } };
export const NoRole: Story = { args: { role: null } };
