import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, activityMessage, isActivityCode, orderMoveActivity } from '../src';

// The feed's English wording of every code (docs/api.md#the-activity-feed): what the server, the
// mocks and the seed write as `action`, and what English readers see.
const order = { id: 12, restaurant: 'Sakura' };
const WORDING: {
  [Code in keyof typeof ACTIVITY_MESSAGES]: [Parameters<(typeof ACTIVITY_MESSAGES)[Code]>[0], string];
} = {
  RESTAURANT_CREATED: [{ name: 'Sakura' }, 'Created restaurant Sakura'],
  RESTAURANT_UPDATED: [{ name: 'Sakura' }, 'Updated restaurant Sakura'],
  RESTAURANT_DELETED: [{ name: 'Sakura' }, 'Deleted restaurant Sakura'],
  RESTAURANT_OWNER_CHANGED: [
    { name: 'Sakura', owner: 'Olga Owner' },
    'Handed restaurant Sakura over to Olga Owner',
  ],
  RESTAURANT_OWNER_REMOVED: [{ name: 'Sakura' }, 'Removed the owner of restaurant Sakura'],
  TEAM_MEMBER_ADDED: [
    { name: 'Sakura', person: 'Kai Kitchen', set: 'Kitchen' },
    'Added Kai Kitchen to the team of Sakura as Kitchen',
  ],
  TEAM_MEMBER_CHANGED: [
    { name: 'Sakura', person: 'Kai Kitchen', set: 'Manager' },
    'Made Kai Kitchen Manager at Sakura',
  ],
  TEAM_MEMBER_REMOVED: [
    { name: 'Sakura', person: 'Kai Kitchen' },
    'Removed Kai Kitchen from the team of Sakura',
  ],
  TEAM_INVITED: [
    { name: 'Sakura', email: 'kai@example.com', set: 'Kitchen' },
    'Invited kai@example.com to the team of Sakura as Kitchen',
  ],
  TEAM_INVITATION_REVOKED: [
    { name: 'Sakura', email: 'kai@example.com' },
    'Revoked the invitation of kai@example.com to the team of Sakura',
  ],
  TEAM_MEMBER_JOINED: [{ name: 'Sakura', set: 'Kitchen' }, 'Joined the team of Sakura as Kitchen'],
  STAFF_MEMBER_ADDED: [
    { person: 'Kai Kitchen', set: 'Support' },
    "Added Kai Kitchen to the platform's staff as Support",
  ],
  STAFF_MEMBER_CHANGED: [
    { person: 'Kai Kitchen', set: 'Finance' },
    'Made Kai Kitchen Finance on the platform',
  ],
  STAFF_MEMBER_REMOVED: [{ person: 'Kai Kitchen' }, "Removed Kai Kitchen from the platform's staff"],
  STAFF_INVITED: [{ email: 'a@b.c', set: 'Support' }, "Invited a@b.c to the platform's staff as Support"],
  STAFF_INVITATION_REVOKED: [{ email: 'a@b.c' }, "Revoked the invitation of a@b.c to the platform's staff"],
  STAFF_MEMBER_JOINED: [{ set: 'Support' }, "Joined the platform's staff as Support"],
  WEBHOOK_CREATED: [{ url: 'https://pos.example/hooks' }, 'Added webhook endpoint https://pos.example/hooks'],
  WEBHOOK_UPDATED: [
    { url: 'https://pos.example/hooks' },
    'Updated webhook endpoint https://pos.example/hooks',
  ],
  WEBHOOK_DELETED: [
    { url: 'https://pos.example/hooks' },
    'Deleted webhook endpoint https://pos.example/hooks',
  ],
  WEBHOOK_SECRET_ROTATED: [
    { url: 'https://pos.example/hooks' },
    'Rotated the signing secret of webhook endpoint https://pos.example/hooks',
  ],
  WEBHOOK_AUTO_DISABLED: [
    { url: 'https://pos.example/hooks', reason: 'it answered 410 Gone' },
    'Disabled webhook endpoint https://pos.example/hooks: it answered 410 Gone',
  ],
  API_TOKEN_CREATED: [{ name: 'Nightly export' }, 'Created API token Nightly export'],
  API_TOKEN_REVOKED: [{ name: 'Nightly export' }, 'Revoked API token Nightly export'],
  USER_API_TOKEN_REVOKED: [
    { name: 'Nightly export', user: 'Kai Kitchen' },
    'Revoked API token Nightly export of Kai Kitchen',
  ],
  PERMISSION_SET_CREATED: [{ name: 'Night shift' }, 'Created permission set Night shift'],
  PERMISSION_SET_UPDATED: [{ name: 'Night shift' }, 'Updated permission set Night shift'],
  PERMISSION_SET_DELETED: [{ name: 'Night shift' }, 'Deleted permission set Night shift'],
  RESTAURANT_HOURS_UPDATED: [{ name: 'Sakura' }, 'Updated the opening hours of restaurant Sakura'],
  RESTAURANT_PAUSED: [{ name: 'Sakura' }, 'Paused restaurant Sakura'],
  RESTAURANT_RESUMED: [{ name: 'Sakura' }, 'Resumed restaurant Sakura'],
  MENU_CREATED: [{ name: 'Brunch', restaurant: 'Sakura' }, 'Created menu Brunch of Sakura'],
  MENU_UPDATED: [{ name: 'Brunch' }, 'Updated menu Brunch'],
  MENU_DELETED: [{ name: 'Brunch', restaurant: 'Sakura' }, 'Deleted menu Brunch of Sakura'],
  DISH_CREATED: [{ name: 'Pho', menu: 'Lunch' }, 'Created dish Pho in menu Lunch'],
  DISH_UPDATED: [{ name: 'Pho' }, 'Updated dish Pho'],
  DISH_DELETED: [{ name: 'Pho' }, 'Deleted dish Pho'],
  USER_REGISTERED: [{ user: 'ana@x.io' }, 'Registered ana@x.io'],
  USER_ROLE_CHANGED: [
    { user: 'ana@x.io', from: 'CUSTOMER', to: 'COURIER' },
    'Changed role of ana@x.io from CUSTOMER to COURIER',
  ],
  USER_DELETED: [{ user: 'ana@x.io' }, 'Deleted user ana@x.io'],
  PROFILE_UPDATED: [
    { fields: 'firstName,phone', labels: 'first name, phone' },
    'Updated own profile: first name, phone',
  ],
  COURIER_AVAILABLE: [{ courier: 'Cody C' }, 'Marked courier Cody C available'],
  COURIER_UNAVAILABLE: [{ courier: 'Cody C' }, 'Marked courier Cody C unavailable'],
  REVIEW_CREATED: [{ restaurant: 'Sakura', rating: 4 }, 'Reviewed Sakura (4/5)'],
  REVIEW_APPROVED: [order, 'Approved review #12 of Sakura'],
  REVIEW_REJECTED: [order, 'Rejected review #12 of Sakura'],
  REVIEW_DELETED: [order, 'Deleted review #12 of Sakura'],
  REVIEW_REPLIED: [order, 'Replied to review #12 of Sakura'],
  REVIEW_REPLY_REMOVED: [order, 'Removed the reply to review #12 of Sakura'],
  ORDER_REOPENED: [{ ...order, reason: '' }, 'Reopened order #12 of Sakura'],
  ORDER_ACCEPTED: [{ ...order, reason: 'Busy' }, 'Accepted order #12 of Sakura: Busy'],
  ORDER_REJECTED: [{ ...order, reason: 'Closed' }, 'Rejected order #12 of Sakura: Closed'],
  ORDER_PREPARING: [{ ...order, reason: '' }, 'Started preparing order #12 of Sakura'],
  ORDER_READY: [{ ...order, reason: '' }, 'Marked ready order #12 of Sakura'],
  ORDER_PICKED_UP: [{ ...order, reason: '' }, 'Picked up order #12 of Sakura'],
  ORDER_DELIVERED: [{ ...order, reason: '' }, 'Delivered order #12 of Sakura'],
  ORDER_CANCELLED: [{ ...order, reason: 'Out of stock' }, 'Cancelled order #12 of Sakura: Out of stock'],
  ORDER_COURIER_ASSIGNED: [{ ...order, courier: 'Cody C' }, 'Assigned Cody C to order #12 of Sakura'],
  ORDER_COURIER_UNASSIGNED: [order, 'Unassigned the courier of order #12 of Sakura'],
  ORDER_NOTE_ADDED: [order, 'Added a note to order #12 of Sakura'],
  ORDER_REFUNDED: [
    { ...order, amount: '12.50', currency: 'EUR' },
    'Refunded 12.50 EUR on order #12 of Sakura',
  ],
  ORDER_REFUND_REQUESTED: [
    { ...order, amount: '60.00', currency: 'EUR' },
    'Asked to refund 60.00 EUR on order #12 of Sakura',
  ],
  ORDER_REFUND_APPROVED: [
    { ...order, amount: '60.00', currency: 'EUR' },
    'Approved the refund of 60.00 EUR on order #12 of Sakura',
  ],
  ORDER_REFUND_DECLINED: [
    { ...order, amount: '60.00', currency: 'EUR' },
    'Declined the refund of 60.00 EUR on order #12 of Sakura',
  ],
  TRASH_RESTORED: [{ kind: 'dish', name: 'Pho' }, 'Restored dish Pho'],
  TRASH_PURGED: [{ kind: 'menu', id: 7 }, 'Deleted menu #7 forever'],
  DEMO_PRICES_UPDATED: [{ restaurant: 'Sakura' }, 'Updated prices at Sakura'],
  DEMO_ORDER_CANCELLED: [{ restaurant: 'Sakura' }, 'Order cancelled at Sakura'],
  DEMO_PAYMENT_FAILED: [{ restaurant: 'Sakura' }, 'Payment failed for an order at Sakura'],
  DEMO_REVIEW_FLAGGED: [{ restaurant: 'Sakura' }, 'Review flagged for Sakura'],
  DEMO_ROLE_CHANGED: [undefined, 'Changed a user role'],
  DEMO_NIGHTLY_REPORT: [undefined, 'Nightly report generated'],
};

describe('activity messages', () => {
  it.each(Object.entries(WORDING))('%s', (code, [params, english]) => {
    const words = ACTIVITY_MESSAGES[code as keyof typeof ACTIVITY_MESSAGES] as (p: unknown) => string;
    expect(words(params ?? {})).toBe(english);
    expect(isActivityCode(code)).toBe(true);
  });

  it('builds code, parameters and text together; an order move keeps an optional reason', () => {
    expect(activityMessage('MENU_UPDATED', { name: 'Brunch' })).toEqual({
      code: 'MENU_UPDATED',
      params: { name: 'Brunch' },
      action: 'Updated menu Brunch',
    });
    expect(activityMessage('DEMO_NIGHTLY_REPORT')).toEqual({
      code: 'DEMO_NIGHTLY_REPORT',
      params: {},
      action: 'Nightly report generated',
    });
    expect(orderMoveActivity({ id: 3, restaurantName: 'Sakura' }, 'READY', undefined)).toMatchObject({
      code: 'ORDER_READY',
      params: { id: 3, restaurant: 'Sakura', reason: '' },
      action: 'Marked ready order #3 of Sakura',
    });
    expect(isActivityCode('NOPE')).toBe(false);
  });
});
