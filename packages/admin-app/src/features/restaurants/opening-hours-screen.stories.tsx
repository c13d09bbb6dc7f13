import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OpeningInterval } from '@food-admin/api-client';
import { mockDb, overrides, setMockOperations } from '@food-admin/mocks';
import { OwnerGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import {
  expectFormLoading,
  expectNotAllowed,
  expectNotFound,
  expectRetryableError,
  expectSaving,
} from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, apiField, startingWith, storyLocale, t } from '@/stories/texts';
import { OpeningHoursScreen } from './opening-hours-screen';

/*
 * A restaurant's opening hours (docs/requirements.md#req-operations). Trattoria Bella Vista
 * (restaurant 1) opens for lunch and dinner on weekdays, late into the night at the weekend, and is
 * closed on Sundays.
 */

const lunchAndDinner: OpeningInterval[] = [
  { opens: '11:30', closes: '14:30' },
  { opens: '18:30', closes: '23:00' },
];
const lateNight: OpeningInterval[] = [{ opens: '18:00', closes: '02:00' }];
const WEEK = [lunchAndDinner, lunchAndDinner, lunchAndDinner, lunchAndDinner, lateNight, lateNight, []];

const withHours = () => {
  setMockOperations(1, {
    timeZone: 'Europe/Rome',
    week: WEEK,
    exceptions: [{ date: '2026-12-25', yearly: true, intervals: [], note: 'Christmas' }],
    closures: [{ from: '2027-08-01', to: '2027-08-15', reason: 'Summer holidays' }],
    lastOrderMinutes: 15,
    acceptanceTimeoutMinutes: 10,
  });
};

const meta = {
  title: 'App/Forms/Opening hours',
  component: OpeningHoursScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        empty: 'a restaurant always has hours: open around the clock until they are set',
        slow: 'the form waits for one read, as in Loading',
      },
    },
  },
  beforeEach: () => {
    resetMockApi();
    withHours();
  },
  args: { restaurantId: 1 },
} satisfies Meta<typeof OpeningHoursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's name in the story's language, Monday first, as the editor writes it. */
const weekday = (day: number) =>
  new Intl.DateTimeFormat(storyLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + day)),
  );
const dayGroup = async (canvasElement: HTMLElement, day: number) =>
  within(await within(canvasElement).findByRole('group', { name: weekday(day) }));
const box = (day: number, n: number, end: 'opens' | 'closes') =>
  t(end === 'opens' ? 'restaurants.opensLabel' : 'restaurants.closesLabel', { day: weekday(day), n });

/** Split shifts on weekdays, a night into the next day at the weekend, Sunday closed. */
export const SplitAndOvernight: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('restaurants.hours') }),
    ).toBeVisible();
    const monday = await dayGroup(canvasElement, 0);
    await expect(monday.getByRole('textbox', { name: box(0, 1, 'opens') })).toHaveValue('11:30');
    await expect(monday.getByRole('textbox', { name: box(0, 2, 'closes') })).toHaveValue('23:00');
    await expect(monday.queryByText(t('restaurants.nextDay'))).toBeNull();
    const saturday = await dayGroup(canvasElement, 5);
    await expect(saturday.getByText(t('restaurants.nextDay'))).toBeVisible();
    const sunday = await dayGroup(canvasElement, 6);
    await expect(sunday.getByText(t('restaurants.dayClosed'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: startingWith(t('restaurants.timeZone')) })).toHaveValue(
      'Europe/Rome',
    );
  },
};

/** Sunday gets hours, Monday's split shifts are copied to every day, and the save stores them. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sunday = await dayGroup(canvasElement, 6);
    await userEvent.click(sunday.getByRole('button', { name: t('restaurants.addHours') }));
    await expect(sunday.getByRole('textbox', { name: box(6, 1, 'opens') })).toHaveValue('09:00');
    const closes = sunday.getByRole('textbox', { name: box(6, 1, 'closes') });
    await userEvent.clear(closes);
    await userEvent.type(closes, '15:00');

    const monday = await dayGroup(canvasElement, 0);
    await userEvent.click(monday.getByRole('button', { name: t('restaurants.copyToAll') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('restaurants.copiedDay', { day: weekday(0) }),
    );
    await expect(
      (await dayGroup(canvasElement, 6)).getByRole('textbox', { name: box(6, 2, 'opens') }),
    ).toHaveValue('18:30');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await waitFor(() => expect(mockDb.operations.get(1)?.rules.week).toEqual(Array(7).fill(lunchAndDinner)));
  },
};

/** Two intervals that run into each other across midnight: the form names them and keeps the values. */
export const OverlapAcrossDays: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saturday = await dayGroup(canvasElement, 5);
    const opens = saturday.getByRole('textbox', { name: box(5, 1, 'opens') });
    await userEvent.clear(opens);
    await userEvent.type(opens, '01:00');
    const sunday = await dayGroup(canvasElement, 6);
    await userEvent.click(sunday.getByRole('button', { name: t('restaurants.addHours') }));
    const badTime = sunday.getByRole('textbox', { name: box(6, 1, 'closes') });
    await userEvent.clear(badTime);
    await userEvent.type(badTime, '9pm');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expect(
      await canvas.findByText(apiField('Use a time such as 22:00 (24:00 is midnight)')),
    ).toBeVisible();
    await expect(badTime).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(badTime);
    await userEvent.type(badTime, '10:00');
    // Friday 18:00-02:00 and Saturday 01:00-02:00 (its next day) share an hour.
    await expect(
      await canvas.findByText(apiField('Friday 18:00-02:00 and Saturday 01:00-02:00 overlap')),
    ).toBeVisible();
    await expect(mockDb.operations.get(1)?.rules.week[5]).toEqual(lateNight);
  },
};

/** Christmas closed every year and a summer closure; a renovation week is added and saved. */
export const ExceptionsAndClosures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const christmas = within(
      await canvas.findByRole('group', { name: t('restaurants.exceptionN', { n: 1 }) }),
    );
    await expect(christmas.getByLabelText(startingWith(t('restaurants.exceptionDate')))).toHaveValue(
      '2026-12-25',
    );
    await expect(christmas.getByRole('checkbox', { name: t('restaurants.everyYear') })).toBeChecked();
    await expect(christmas.getByText(t('restaurants.dayClosed'))).toBeVisible();
    const summer = within(canvas.getByRole('group', { name: t('restaurants.closureN', { n: 1 }) }));
    await expect(summer.getByLabelText(startingWith(t('restaurants.closureReason')))).toHaveValue(
      'Summer holidays',
    );

    await userEvent.click(canvas.getByRole('button', { name: t('restaurants.addClosure') }));
    const added = within(canvas.getByRole('group', { name: t('restaurants.closureN', { n: 2 }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    // A closure needs its reason: the form says so on the field and sends nothing.
    await expect(await added.findByText(apiField('Say why it is closed'))).toBeVisible();
    await expect(mockDb.operations.get(1)?.rules.closures).toHaveLength(1);
    await userEvent.type(added.getByLabelText(startingWith(t('restaurants.closureReason'))), 'Renovation');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await waitFor(() => expect(mockDb.operations.get(1)?.rules.closures).toHaveLength(2));
    await expect(mockDb.operations.get(1)?.rules.closures[1]).toMatchObject({ reason: 'Renovation' });
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { restaurantOperations: overrides.loading('restaurantOperations') } },
    matrix: { state: 'loading' },
  },
  play: ({ canvasElement }) => expectFormLoading(canvasElement, t('restaurants.hours')),
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        restaurantOperations: overrides.error('restaurantOperations', 503, 'Restaurants are unavailable'),
      },
    },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Restaurants are unavailable'));
    await expect(
      within(canvasElement).getByRole('link', { name: t('restaurants.backToRestaurant') }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { restaurantId: 999 },
  parameters: { matrix: { state: 'not-found' } },
  play: ({ canvasElement }) =>
    expectNotFound(canvasElement, apiError(404, 'Restaurant not found'), t('restaurants.backToRestaurant')),
};

/** The demo owner opens another owner's restaurant: "Not allowed", no form. */
export const OtherOwnersRestaurant: Story = {
  args: { restaurantId: 4 },
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: (args) => (
    <OwnerGate restaurantId={args.restaurantId}>
      <OpeningHoursScreen {...args} />
    </OwnerGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** Saving: Save is busy until the server answers (here it never does). */
export const Saving: Story = {
  parameters: {
    msw: { handlers: { updateRestaurantOperations: overrides.loading('updateRestaurantOperations') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = await dayGroup(canvasElement, 0);
    await userEvent.click(
      monday.getByRole('button', {
        name: t('restaurants.removeHours', { day: weekday(0), hours: '18:30-23:00' }),
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await expectSaving(canvasElement);
  },
};

/** A phone (390x844): each day's name above its intervals, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    const monday = await dayGroup(canvasElement, 0);
    await expect(window.innerWidth).toBe(390);
    const opens = monday.getByRole('textbox', { name: box(0, 1, 'opens') }).getBoundingClientRect();
    await expect(opens.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
