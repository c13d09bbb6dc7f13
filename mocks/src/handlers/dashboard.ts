import {
  ACCEPTANCE_TIMEOUT_ALERT_MINUTES,
  listAvailabilityOf,
  contract,
  dashboardDays,
  LONG_PAUSE_ALERT_HOURS,
  PENDING_ORDER_ALERT_MINUTES,
  type DashboardAttention,
  type DashboardPeriodTotals,
} from '@food-admin/api-client';
import { mockAvailability, mockDb } from '../db/mock-db';
import { MOCK_CURRENCY, netRevenueOf, revenueOf } from '../db/money';
import type { MockOrder } from '../fixtures/orders';
import { mockEndpoint } from './mock-endpoint';

/*
 * The dashboard's trends and alerts as the server's modules/dashboard answers them
 * (docs/api.md#dashboard), computed from the mock orders and reviews: UTC days, revenue without
 * rejected and cancelled orders, ratings of approved reviews.
 */

const DAY_MS = 86_400_000;
const earned = (status: string) => status !== 'REJECTED' && status !== 'CANCELLED';
const round = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) =>
  values.length === 0 ? null : round(values.reduce((sum, value) => sum + value, 0) / values.length);
const within = (iso: string, start: number, end: number) => {
  const at = Date.parse(iso);
  return at >= start && at < end;
};

function totals(start: number, end: number): DashboardPeriodTotals {
  const orders = mockDb.orders.all().filter((order) => within(order.createdAt, start, end));
  const ratings = mockDb.reviews
    .all()
    .filter((review) => review.status === 'APPROVED' && within(review.createdAt, start, end))
    .map((review) => review.rating);
  return {
    orders: orders.length,
    ...netRevenueOf(orders.filter((order) => earned(order.status))),
    averageRating: mean(ratings),
  };
}

const NO_TOTALS: DashboardPeriodTotals = {
  orders: 0,
  revenue: 0,
  revenueMinor: 0,
  refundedMinor: 0,
  netRevenueMinor: 0,
  averageRating: null,
};

const NO_ATTENTION = {
  pendingOrders: { count: 0, placedBefore: new Date(0).toISOString() },
  pendingReviews: 0,
  restaurantsWithoutActiveMenu: 0,
  pausedRestaurants: 0,
  longPausedRestaurants: 0,
  ordersNearAcceptanceTimeout: null,
};

const MINUTE_MS = 60_000;

/**
 * The PENDING orders whose acceptance timeout (placement plus the restaurant's minutes) falls within
 * the next ACCEPTANCE_TIMEOUT_ALERT_MINUTES after `now`, as the server's dashboard counts them.
 */
function ordersNearAcceptanceTimeout(now: number): DashboardAttention['ordersNearAcceptanceTimeout'] {
  const near = mockDb.orders.all().flatMap((order) => {
    const minutes = mockDb.operations.get(order.restaurantId)?.rules.acceptanceTimeoutMinutes ?? 0;
    const placed = Date.parse(order.createdAt);
    const due = placed + minutes * MINUTE_MS;
    const soon = due > now && due <= now + ACCEPTANCE_TIMEOUT_ALERT_MINUTES * MINUTE_MS;
    return order.status === 'PENDING' && minutes > 0 && soon ? [{ placed, due }] : [];
  });
  if (near.length === 0) return null;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    count: near.length,
    firstDueAt: iso(Math.min(...near.map((order) => order.due))),
    placedFrom: iso(Math.min(...near.map((order) => order.placed))),
    // The orders list's createdTo leaves its own time out.
    placedBefore: iso(Math.max(...near.map((order) => order.placed)) + 1),
  };
}

export const dashboardEndpoints = {
  dashboardSeries: mockEndpoint(
    contract.admin.dashboardSeries,
    ({ query }) => {
      const { from, to } = dashboardDays(query, new Date());
      const start = Date.parse(`${from}T00:00:00Z`);
      const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
      const days = Math.round((end - start) / DAY_MS);
      const orders = mockDb.orders.all().filter((order) => within(order.createdAt, start, end));
      const buckets = Array.from({ length: days }, (_, index) => {
        const dayStart = start + index * DAY_MS;
        const dayOrders = orders.filter((order) => within(order.createdAt, dayStart, dayStart + DAY_MS));
        const ratings = mockDb.reviews
          .all()
          .filter(
            (review) => review.status === 'APPROVED' && within(review.createdAt, dayStart, dayStart + DAY_MS),
          )
          .map((review) => review.rating);
        return {
          date: new Date(dayStart).toISOString().slice(0, 10),
          orders: dayOrders.length,
          ...revenueOf(dayOrders.filter((order) => earned(order.status))),
          reviews: ratings.length,
          averageRating: mean(ratings),
        };
      });
      const statusCounts = new Map<string, number>();
      for (const order of orders) statusCounts.set(order.status, (statusCounts.get(order.status) ?? 0) + 1);
      const earnedBy = new Map<number, { name: string; orders: MockOrder[] }>();
      for (const order of orders.filter((row) => earned(row.status))) {
        const entry = earnedBy.get(order.restaurantId) ?? { name: order.restaurantName ?? '', orders: [] };
        earnedBy.set(order.restaurantId, { ...entry, orders: [...entry.orders, order] });
      }
      return {
        from,
        to,
        buckets,
        byStatus: [...statusCounts]
          .map(([status, count]) => ({ status, count }))
          .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
        topRestaurants: [...earnedBy]
          .map(([restaurantId, entry]) => ({
            restaurantId,
            name: entry.name,
            ...revenueOf(entry.orders),
            orders: entry.orders.length,
          }))
          .sort((a, b) => b.revenueMinor - a.revenueMinor || a.restaurantId - b.restaurantId)
          .slice(0, 5),
        totals: { current: totals(start, end), previous: totals(start - days * DAY_MS, start) },
        currency: MOCK_CURRENCY,
      };
    },
    ({ query }) => {
      // A range with no orders and no reviews: a zero bucket for every day, as the server answers.
      const { from, to } = dashboardDays(query, new Date());
      const start = Date.parse(`${from}T00:00:00Z`);
      const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS) + 1;
      return {
        from,
        to,
        buckets: Array.from({ length: days }, (_, index) => ({
          date: new Date(start + index * DAY_MS).toISOString().slice(0, 10),
          orders: 0,
          revenue: 0,
          revenueMinor: 0,
          reviews: 0,
          averageRating: null,
        })),
        byStatus: [],
        topRestaurants: [],
        totals: {
          current: NO_TOTALS,
          previous: NO_TOTALS,
        },
        currency: MOCK_CURRENCY,
      };
    },
  ),
  dashboardAttention: mockEndpoint(
    contract.admin.dashboardAttention,
    () => {
      const now = Date.now();
      const placedBefore = new Date(now - PENDING_ORDER_ALERT_MINUTES * MINUTE_MS).toISOString();
      const paused = mockDb.restaurants
        .all()
        .filter((restaurant) => listAvailabilityOf(mockAvailability(restaurant)) === 'paused');
      const activeMenuOf = new Set(
        mockDb.menus
          .all()
          .filter((menu) => menu.isActive)
          .map((menu) => menu.restaurantId),
      );
      return {
        pendingOrders: {
          count: mockDb.orders
            .all()
            .filter((order) => order.status === 'PENDING' && order.createdAt <= placedBefore).length,
          placedBefore,
        },
        pendingReviews: mockDb.reviews.all().filter((review) => review.status === 'PENDING').length,
        restaurantsWithoutActiveMenu: mockDb.restaurants
          .all()
          .filter((restaurant) => restaurant.isActive && !activeMenuOf.has(restaurant.id)).length,
        // As the restaurants list's availability=paused says it.
        pausedRestaurants: paused.length,
        longPausedRestaurants: paused.filter((restaurant) => {
          const pausedAt = mockDb.operations.get(restaurant.id)?.pausedAt ?? null;
          return pausedAt !== null && Date.parse(pausedAt) <= now - LONG_PAUSE_ALERT_HOURS * 60 * MINUTE_MS;
        }).length,
        ordersNearAcceptanceTimeout: ordersNearAcceptanceTimeout(now),
      };
    },
    () => NO_ATTENTION,
  ),
};
