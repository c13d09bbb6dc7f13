import { Link } from '@tanstack/react-router';
import type { RefundListItem, RefundStatus } from '@food-admin/api-client';
import { Badge, type ColumnDef } from '@food-admin/ui';
import type { Translate } from '@/i18n/catalog';
import type { messages as orderMessages } from '@/i18n/compiled/en/orders';
import type { messages } from '@/i18n/compiled/en/refunds';
import {
  REFUND_BEARER_KEYS,
  REFUND_METHOD_KEYS,
  REFUND_REASON_KEYS,
  REFUND_STATUS_LOOK,
} from './refund-labels';

/** `t` of the refunds namespace, and of the orders one (the refunds' statuses, reasons and bearers). */
export type RefundsTranslate = Translate<keyof typeof messages>;
export type RefundNamesTranslate = Translate<keyof typeof orderMessages>;

export function RefundStatusBadge({ status, t }: { status: RefundStatus; t: RefundNamesTranslate }) {
  const look = REFUND_STATUS_LOOK[status];
  return <Badge tone={look.tone}>{t(look.key)}</Badge>;
}

type ColumnFormats = {
  dateTime: (iso: string) => string;
  /** An amount in cents of a currency (the kit's formatMoney). */
  money: (minor: number, currency: string) => string;
};

/**
 * The refunds table's columns in the user's language; the order's number opens the order's page.
 * Short of room, the method and the bearer fold first, then the reason, the customer and the date.
 */
export const refundColumns = (
  t: RefundsTranslate,
  names: RefundNamesTranslate,
  format: ColumnFormats,
): ColumnDef<RefundListItem, unknown>[] => [
  {
    id: 'order',
    header: t('refunds.field.order'),
    accessorKey: 'orderId',
    meta: { kind: 'id' },
    cell: ({ row }) => (
      <Link
        to="/admin/orders/$orderId"
        params={{ orderId: row.original.orderId }}
        aria-label={t('refunds.openOrder', { id: row.original.orderId })}
      >
        #{row.original.orderId}
      </Link>
    ),
  },
  {
    id: 'restaurant',
    header: t('refunds.field.restaurant'),
    accessorFn: (refund) => refund.restaurantName,
    meta: { kind: 'text' },
  },
  {
    id: 'customer',
    header: t('refunds.field.customer'),
    accessorFn: (refund) => refund.customerName ?? '—',
    meta: { kind: 'text', priority: 2 },
  },
  {
    id: 'amountMinor',
    header: t('refunds.field.amount'),
    accessorFn: (refund) => format.money(refund.amountMinor, refund.currency),
    enableSorting: true,
    meta: { kind: 'amount' },
  },
  {
    id: 'status',
    header: t('refunds.field.status'),
    cell: ({ row }) => <RefundStatusBadge status={row.original.status} t={names} />,
    enableSorting: true,
    meta: { kind: 'tag' },
  },
  {
    id: 'reason',
    header: t('refunds.field.reason'),
    accessorFn: (refund) => names(REFUND_REASON_KEYS[refund.reason]),
    meta: { kind: 'text', priority: 2 },
  },
  {
    id: 'bearer',
    header: t('refunds.field.bearer'),
    accessorFn: (refund) => names(REFUND_BEARER_KEYS[refund.bearer]),
    meta: { kind: 'text', priority: 3 },
  },
  {
    id: 'method',
    header: t('refunds.field.method'),
    accessorFn: (refund) => names(REFUND_METHOD_KEYS[refund.method]),
    meta: { kind: 'text', priority: 3 },
  },
  {
    id: 'createdAt',
    header: t('refunds.field.created'),
    accessorFn: (refund) => format.dateTime(refund.createdAt),
    enableSorting: true,
    meta: { kind: 'date', priority: 2 },
  },
];
