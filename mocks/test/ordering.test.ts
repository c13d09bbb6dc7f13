import { describe, expect, it } from 'vitest';
import { mockDb, setMockOperations } from '../src/index';
import { apiError, mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

/** A restaurant of the fixtures with an active menu and an available dish, delivering 2 km around it. */
function deliveringRestaurant() {
  const menu = mockDb.menus.all().find((candidate) => candidate.isActive)!;
  const dish = mockDb.dishes
    .all()
    .find((candidate) => candidate.menuId === menu.id && candidate.isAvailable)!;
  setMockOperations(menu.restaurantId, {
    location: { lat: 48.8566, lng: 2.3522 },
    zones: [
      {
        kind: 'radius',
        radiusMeters: 2000,
        name: 'Centre',
        feeMinor: 250,
        minimumOrderMinor: null,
        freeDeliveryFromMinor: null,
        extraMinutes: 0,
        priority: 1,
        active: true,
      },
    ],
  });
  return { restaurantId: menu.restaurantId, dish };
}

describe('placing orders (docs/api.md#placing-orders)', () => {
  it('quotes and places from the current prices, once per Idempotency-Key', async () => {
    const { restaurantId, dish } = deliveringRestaurant();
    const request = {
      restaurantId,
      items: [{ dishId: dish.id, quantity: 2 }],
      deliveryPoint: { lat: 48.858, lng: 2.355 },
    };
    const unitPriceMinor = Math.round(dish.price * 100);
    const quote = await api.ordering.quote({ body: request });
    expect(quote).toMatchObject({ subtotalMinor: 2 * unitPriceMinor, deliveryFeeMinor: 250, zone: 'Centre' });
    const before = mockDb.orders.count();
    const body = { ...request, deliveryAddress: '1 Rue de Rivoli' };
    const placed = await api.ordering.place({ body, idempotencyKey: 'key-1' });
    const again = await api.ordering.place({ body, idempotencyKey: 'key-1' });
    expect(again).toEqual(placed);
    expect(placed).toMatchObject({ status: 'PENDING', totalMinor: quote.totalMinor });
    expect(mockDb.orders.count()).toBe(before + 1);
    expect(mockDb.orders.find(placed.id)?.history).toHaveLength(1);
    const reused = await apiError(
      api.ordering.place({ body: { ...body, deliveryAddress: 'Elsewhere' }, idempotencyKey: 'key-1' }),
    );
    expect(reused).toMatchObject({ status: 422 });
  });

  it('refuses outside the zones with the server refusal', async () => {
    const { restaurantId, dish } = deliveringRestaurant();
    const error = await apiError(
      api.ordering.quote({
        body: {
          restaurantId,
          items: [{ dishId: dish.id, quantity: 1 }],
          deliveryPoint: { lat: 51.5, lng: -0.12 },
        },
      }),
    );
    expect(error).toMatchObject({ status: 409, message: 'This restaurant does not deliver to this address' });
  });
});
