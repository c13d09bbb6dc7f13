import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { WelcomeScreen } from './welcome-screen';

const meta = {
  title: 'App/Welcome',
  component: WelcomeScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
