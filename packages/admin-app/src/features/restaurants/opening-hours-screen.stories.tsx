import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DeliveryZone, OpeningInterval } from '@food-admin/api-client';
import { mockDb, overrides, setMockOperations } from '@food-admin/mocks';
import { formatLocaleNumber } from '@food-admin/ui';
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

/*
 * Delivery: the preparation time, the minimum order, the location and the zones. Amounts are kept
 * in cents and shown as prices; a polygon's GeoJSON ring shows each point once.
 */

const ROME = { lat: 41.8986, lng: 12.4769 };
const CENTRO: DeliveryZone = {
  kind: 'radius',
  radiusMeters: 2500,
  name: 'Centro',
  feeMinor: 250,
  minimumOrderMinor: null,
  freeDeliveryFromMinor: 3000,
  extraMinutes: 0,
  priority: 1,
  active: true,
};
const TRASTEVERE_RING: [number, number][] = [
  [12.46, 41.885],
  [12.475, 41.885],
  [12.475, 41.895],
  [12.46, 41.895],
  [12.46, 41.885],
];
const TRASTEVERE: DeliveryZone = {
  kind: 'polygon',
  area: { type: 'Polygon', coordinates: [TRASTEVERE_RING] },
  name: 'Trastevere',
  feeMinor: 399,
  minimumOrderMinor: 2000,
  freeDeliveryFromMinor: null,
  extraMinutes: 10,
  priority: 2,
  active: false,
};

/** A number as the story's language writes it in a box (`2.50`, `2,50` in French). */
const shown = (value: number, decimals?: number) => formatLocaleNumber(value, storyLocale(), { decimals });
/** A zone's control name, as the editor gives it: `Zone 2: Delivery fee`. */
const zoneField = (n: number, field: Parameters<typeof t>[0]) =>
  t('restaurants.zoneField', { n, field: t(field) });
const zoneGroup = async (canvasElement: HTMLElement, n: number) =>
  within(await within(canvasElement).findByRole('group', { name: t('restaurants.zoneN', { n }) }));
const pointBox = (n: number, point: number, axis: 'restaurants.latitude' | 'restaurants.longitude') =>
  t('restaurants.pointField', { n, point, field: t(axis) });

/**
 * A radius around the restaurant and a switched-off polygon, with prices in cents shown as amounts.
 * A fee is typed, the polygon replaced by a pasted GeoJSON triangle (an open ring first, which the
 * contract refuses), and the save stores cents and the closed ring.
 */
export const DeliveryZones: Story = {
  beforeEach: () => {
    setMockOperations(1, {
      ...mockDb.operations.get(1)?.rules,
      minimumOrderMinor: 1500,
      location: ROME,
      zones: [CENTRO, TRASTEVERE],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const centro = await zoneGroup(canvasElement, 1);
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('restaurants.minimumOrder')) }),
    ).toHaveValue(shown(15, 2));
    await expect(canvas.getByRole('textbox', { name: t('restaurants.latitude') })).toHaveValue(
      shown(ROME.lat),
    );
    await expect(centro.getByRole('textbox', { name: zoneField(1, 'restaurants.zoneName') })).toHaveValue(
      'Centro',
    );
    await expect(centro.getByRole('radio', { name: t('restaurants.kindRadius') })).toBeChecked();
    await expect(
      centro.getByRole('textbox', { name: startingWith(zoneField(1, 'restaurants.radiusMeters')) }),
    ).toHaveValue(shown(2500, 0));
    await expect(centro.getByRole('textbox', { name: zoneField(1, 'restaurants.zoneFee') })).toHaveValue(
      shown(2.5, 2),
    );
    await expect(
      centro.getByRole('textbox', { name: startingWith(zoneField(1, 'restaurants.freeDeliveryFrom')) }),
    ).toHaveValue(shown(30, 2));

    const trastevere = await zoneGroup(canvasElement, 2);
    await expect(trastevere.getByRole('radio', { name: t('restaurants.kindPolygon') })).toBeChecked();
    await expect(
      trastevere.getByRole('switch', { name: zoneField(2, 'restaurants.zoneActive') }),
    ).not.toBeChecked();
    // Four points: the ring's fifth position closes it on the first and is not shown.
    await expect(
      trastevere.getByRole('textbox', { name: pointBox(2, 4, 'restaurants.latitude') }),
    ).toHaveValue(shown(41.895));
    await expect(
      trastevere.queryByRole('textbox', { name: pointBox(2, 5, 'restaurants.latitude') }),
    ).toBeNull();

    const fee = centro.getByRole('textbox', { name: zoneField(1, 'restaurants.zoneFee') });
    await userEvent.clear(fee);
    await userEvent.type(fee, '2.99');
    // The pasted GeoJSON: a ring left open is refused with the contract's message, then closed.
    await userEvent.click(trastevere.getByText(t('restaurants.pasteGeoJson')));
    const json = trastevere.getByRole('textbox', { name: zoneField(2, 'restaurants.geoJsonText') });
    const use = trastevere.getByRole('button', { name: zoneField(2, 'restaurants.useGeoJson') });
    const triangle = [
      [12.46, 41.885],
      [12.475, 41.885],
      [12.4675, 41.895],
      [12.46, 41.885],
    ];
    await userEvent.click(json);
    await userEvent.paste(JSON.stringify({ type: 'Polygon', coordinates: [triangle.slice(0, -1)] }));
    await userEvent.click(use);
    await expect(trastevere.getByText(apiField('The ring must end where it starts'))).toBeVisible();
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(json);
    await userEvent.paste(JSON.stringify({ type: 'Polygon', coordinates: [triangle] }));
    await userEvent.click(trastevere.getByRole('button', { name: zoneField(2, 'restaurants.useGeoJson') }));
    await expect(
      trastevere.getByRole('textbox', { name: pointBox(2, 3, 'restaurants.longitude') }),
    ).toHaveValue(shown(12.4675));
    await expect(
      trastevere.queryByRole('textbox', { name: pointBox(2, 4, 'restaurants.latitude') }),
    ).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));
    await waitFor(() =>
      expect(mockDb.operations.get(1)?.rules).toMatchObject({
        minimumOrderMinor: 1500,
        zones: [
          { ...CENTRO, feeMinor: 299 },
          { ...TRASTEVERE, area: { type: 'Polygon', coordinates: [triangle] } },
        ],
      }),
    );
  },
};

/**
 * A new radius zone saved without a name, with too small a radius and no location: the contract's
 * messages show on the zone's boxes and on the location, and nothing is sent.
 */
export const ZoneValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('restaurants.addZone') }));
    const zone = await zoneGroup(canvasElement, 1);
    const radius = zone.getByRole('textbox', {
      name: startingWith(zoneField(1, 'restaurants.radiusMeters')),
    });
    await userEvent.clear(radius);
    await userEvent.type(radius, '20');
    await userEvent.click(canvas.getByRole('button', { name: t('forms.save') }));

    await expect(await zone.findByText(apiField('Name is required'))).toBeVisible();
    await expect(zone.getByRole('textbox', { name: zoneField(1, 'restaurants.zoneName') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(zone.getByText(apiField('At least 50 metres'))).toBeVisible();
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText(apiField('Set the location: radius zones are measured from it')),
    ).toBeVisible();
    await expect(mockDb.operations.get(1)?.rules.zones).toEqual([]);
  },
};

/**
 * No zones: the empty state says the restaurant delivers nowhere and how to start. Add a zone, by
 * keyboard, moves the focus to the new zone's name; removing it brings the empty state back with
 * the focus on Add a zone.
 */
export const NoDeliveryZones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('restaurants.noZones'))).toBeVisible();
    await expect(canvas.getByText(t('restaurants.noZonesDescription'))).toBeVisible();
    canvas.getByRole('button', { name: t('restaurants.addZone') }).focus();
    await userEvent.keyboard('{Enter}');
    const zone = await zoneGroup(canvasElement, 1);
    await expect(zone.getByRole('textbox', { name: zoneField(1, 'restaurants.zoneName') })).toHaveFocus();
    await userEvent.click(
      zone.getByRole('button', {
        name: t('restaurants.removeItem', { item: t('restaurants.zoneN', { n: 1 }) }),
      }),
    );
    await expect(canvas.getByText(t('restaurants.noZones'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('restaurants.addZone') })).toHaveFocus();
  },
};
