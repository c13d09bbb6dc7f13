import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPage } from '@/stories/page-decorator';
import { DEMO_ADMIN_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { ProfileScreen } from './profile-screen';

const meta = {
  title: 'App/Account/Profile',
  component: ProfileScreen,
  decorators: [withPage],
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const LongValuesNoPhone: Story = {
  parameters: {
    page: {
      auth: fakeAuth({
        ...DEMO_ADMIN_PROFILE,
        firstName: 'Maximiliana-Alexandrina',
        lastName: 'Featherstonehaugh-Worthington',
        email: 'maximiliana.alexandrina.featherstonehaugh@a-very-long-domain-name.example.com',
        phone: null,
        role: 'RESTAURANT',
      }),
    },
  },
};
