import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_OWNER_ID, MOCK_PERMISSION_SETS, mockDb } from '@food-admin/mocks';
import { DEMO_CUSTOMER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
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
        loading:
          'the greeting and links come from the signed-in profile; invitations, when there are any, appear once read',
        empty: 'every role has somewhere to go; "Recently opened" shows only when there is something',
        error: 'only the invitations are read, and the page is whole without them',
        forbidden: 'every signed-in user lands here',
        validation: 'no form',
        submitting: 'no save',
        slow: 'only the invitations are read (see Invited), and the page is whole without them',
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

/** A customer invited to a restaurant's kitchen: the invitation, with Accept, above the rest. */
export const Invited: Story = {
  parameters: { ...mockApiParameters, page: { auth: fakeAuth(DEMO_CUSTOMER_PROFILE) } },
  beforeEach: () => {
    resetMockApi();
    mockDb.actor = DEMO_CUSTOMER_PROFILE.email;
    const restaurant = mockDb.restaurants.all().find((row) => row.ownerId === DEMO_OWNER_ID);
    mockDb.invitations.insert({
      restaurantId: restaurant?.id ?? 1,
      email: DEMO_CUSTOMER_PROFILE.email,
      permissionSetId: MOCK_PERMISSION_SETS.find((set) => set.name === 'Kitchen')?.id ?? 1,
      invitedBy: DEMO_OWNER_ID,
      createdAt: '2026-12-01T09:00:00.000Z',
      expiresAt: '2026-12-31T09:00:00.000Z',
      acceptedAt: null,
      revokedAt: null,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitations = await canvas.findByRole('region', { name: t('invitations.title') });
    await expect(within(invitations).getByRole('button')).toBeEnabled();
  },
};
