import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectPhoneLayout } from '@/stories/expectations';
import { t } from '@/stories/texts';
import { NotAllowedScreen } from './not-allowed-screen';

const meta = {
  title: 'App/Auth/Not allowed',
  component: NotAllowedScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    matrix: {
      notApplicable: {
        loading: 'nothing loads: the role comes with the sign-in',
        empty: 'a fixed message',
        error: 'no request',
        forbidden: 'this is what the other screens show when forbidden (their Forbidden stories)',
        validation: 'no form',
        submitting: 'no save',
        slow: 'no request',
        'not-found': 'not a page of one record',
      },
    },
  },
} satisfies Meta<typeof NotAllowedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerAccount: Story = {
  args: { role: 'CUSTOMER' },
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('access.heading'))).toBeVisible();
    await expect(canvas.getByText(t('access.withRole', { role: 'CUSTOMER' }))).toBeVisible();
  },
};
export const NoRole: Story = { args: { role: null } };

/** A phone (390x844): the message and its link fit the screen. */
export const Phone: Story = {
  args: { role: 'CUSTOMER' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: t('access.toWelcome') });
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};
