import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, recordRequests, renderApp, setupMockBackend } from '@/test/render-app';
import { resetScroll } from '@/test/scroll';

setupMockBackend();
beforeEach(resetScroll);

/**
 * Replaces what box `name` holds with `text`, pasted (one change rather than a keystroke each:
 * every keystroke draws the whole form again, which jsdom does slowly).
 */
async function fill(
  user: UserEvent,
  name: string | RegExp,
  text: string,
  scope: BoundFunctions<typeof queries> = screen,
) {
  const box = scope.getByRole('textbox', { name });
  await user.clear(box);
  await user.paste(text);
}

/** The body of the one PUT /api/restaurants/1/operations among `requests`. */
async function savedBody(requests: Request[]) {
  const puts = requests.filter(
    (request) =>
      request.method === 'PUT' && new URL(request.url).pathname === '/api/restaurants/1/operations',
  );
  expect(puts).toHaveLength(1);
  return (await puts[0]!.json()) as Record<string, unknown>;
}

describe('/admin/restaurants/$id/hours: delivery rules and zones', () => {
  it('sends amounts as whole cents and a typed polygon as a closed GeoJSON ring', async () => {
    const { user, history } = await renderApp('/admin/restaurants/1/hours', { signedInAs: DEMO_ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Opening hours' });

    // Amounts a float multiplication gets wrong: 4.35 * 100 is 434.99999999999994. Typed key by
    // key, through the states between (4, 4., 4.3).
    const minimum = screen.getByRole('textbox', { name: /^Minimum order/ });
    await user.clear(minimum);
    await user.type(minimum, '4.35');
    await fill(user, /^Preparation time/, '25');
    await fill(user, /^Busy from/, '8');
    await fill(user, /^Extra preparation while busy/, '10');
    await fill(user, 'Latitude', '41.8986');
    await fill(user, 'Longitude', '12.4769');

    // A radius zone, from the empty state.
    expect(screen.getByText('No delivery zones')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    const centre = within(screen.getByRole('group', { name: 'Zone 1' }));
    // The new zone's name has the focus, so typing goes on from the keyboard.
    expect(centre.getByRole('textbox', { name: 'Zone 1: Name' })).toHaveFocus();
    await user.paste('Centro');
    await fill(user, /^Zone 1: Radius/, '2500', centre);
    await fill(user, /^Zone 1: Delivery fee/, '0.29', centre);
    await fill(user, /^Zone 1: Free delivery from/, '19.99', centre);

    // A polygon zone, typed point by point, with its own minimum and switched off.
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    const trastevere = within(screen.getByRole('group', { name: 'Zone 2' }));
    await user.paste('Trastevere');
    await user.click(
      within(trastevere.getByRole('radiogroup', { name: 'Zone 2: Shape' })).getByRole('radio', {
        name: 'Polygon',
      }),
    );
    const points = [
      [41.885, 12.46],
      [41.885, 12.475],
      [41.895, 12.4675],
    ];
    for (const [index, [lat, lng]] of points.entries()) {
      await fill(user, `Zone 2, point ${index + 1}: Latitude`, `${lat}`, trastevere);
      await fill(user, `Zone 2, point ${index + 1}: Longitude`, `${lng}`, trastevere);
    }
    await fill(user, /^Zone 2: Own minimum order/, '20', trastevere);
    await fill(user, /^Zone 2: Extra delivery minutes/, '10', trastevere);
    await user.click(trastevere.getByRole('switch', { name: 'Zone 2: Active' }));

    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants/1'));
    const body = await savedBody(requests);
    mockServer.events.removeAllListeners();

    expect(body).toMatchObject({
      preparationMinutes: 25,
      busyFromOrders: 8,
      busyExtraMinutes: 10,
      minimumOrderMinor: 435,
      location: { lat: 41.8986, lng: 12.4769 },
    });
    expect(body.zones).toEqual([
      {
        kind: 'radius',
        radiusMeters: 2500,
        name: 'Centro',
        feeMinor: 29,
        minimumOrderMinor: null,
        freeDeliveryFromMinor: 1999,
        extraMinutes: 0,
        priority: 1,
        active: true,
      },
      {
        kind: 'polygon',
        area: {
          type: 'Polygon',
          coordinates: [
            [
              [12.46, 41.885],
              [12.475, 41.885],
              [12.4675, 41.895],
              [12.46, 41.885],
            ],
          ],
        },
        name: 'Trastevere',
        feeMinor: 0,
        minimumOrderMinor: 2000,
        freeDeliveryFromMinor: null,
        extraMinutes: 10,
        priority: 2,
        active: false,
      },
    ]);
    // The mock API kept what it was sent.
    expect(mockDb.operations.get(1)?.rules.zones).toEqual(body.zones);
  });
});
