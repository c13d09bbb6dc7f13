import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { expectPhoneLayout } from '@/stories/expectations';
import { t } from '@/stories/texts';
import { WelcomeScreen } from './welcome-screen';

const meta = {
  title: 'App/Welcome',
  component: WelcomeScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    matrix: {
      notApplicable: {
        loading: 'nothing loads: the greeting and links come from the signed-in profile',
        empty: 'every role has somewhere to go; "Recently opened" shows only when there is something',
        error: 'no request',
        forbidden: 'every signed-in user lands here',
        validation: 'no form',
        submitting: 'no save',
        slow: 'no request',
        'not-found': 'not a page of one record',
      },
    },
  },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('welcome.titleNamed', { name: 'Ada' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('welcome.whereNext') })).toBeVisible();
  },
};

/** A phone (390x844): the links fit the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('welcome.titleNamed', { name: 'Ada' }) }),
    ).toBeVisible();
    const section = canvas.getByRole('region', { name: t('welcome.whereNext') });
    await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectPhoneLayout(canvasElement);
  },
};
