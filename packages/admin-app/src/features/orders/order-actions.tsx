import { useState } from 'react';
import type { CancelRefund, OrderDetail, OrderStatus } from '@food-admin/api-client';
import { Banner, Button } from '@food-admin/ui';
import { useOrderStatusName } from '@/i18n/order-status-names';
import { useApiTexts } from '@/i18n/api-texts';
import { useAuth } from '@/lib/auth/auth-context';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { orderConflict } from './order-conflict';
import { useMoveOrder } from './order-mutations';
import { isRefusal, moveLabel, orderedMoves } from './order-moves';
import { ReasonDialog, type Refusal } from './reason-dialog';

type OrderActionsProps = { order: OrderDetail };

/**
 * The moves this user may make now (the server's `allowedMoves`), as buttons; reject and cancel ask
 * for a reason first. When someone moved the order meanwhile (order-conflict.ts) it says where the
 * order is now; the page already shows it so (order-mutations.ts), buttons included.
 */
export function OrderActions({ order }: OrderActionsProps) {
  const texts = useApiTexts();
  const statusName = useOrderStatusName();
  const { profile } = useAuth();
  const t = useT(messages);
  const move = useMoveOrder(order);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (to: OrderStatus, reason?: string, refund?: CancelRefund) => {
    setConflict(null);
    setFailure(null);
    try {
      await move.mutateAsync(
        reason === undefined ? { to } : { to, reason, ...(refund === undefined ? {} : { refund }) },
      );
    } catch (error) {
      const refused = orderConflict(error);
      if (refused) {
        setConflict(
          t('orders.conflict', {
            message: texts.error(error),
            status: statusName(refused.status).toLowerCase(),
          }),
        );
      } else if (reason === undefined) {
        setFailure(error instanceof Error ? texts.error(error) : t('orders.moveFailed'));
      }
      // With a reason, the dialog shows the failure and stays open.
      if (reason !== undefined && !refused) throw error;
    }
  };

  const moves = orderedMoves(order.allowedMoves);
  return (
    <div className="order-actions">
      {conflict ? <Banner tone="warning">{conflict}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      {moves.length === 0 ? (
        <p className="order-actions__none">
          {order.status === 'DELIVERED' || order.status === 'CANCELLED' || order.status === 'REJECTED'
            ? t('orders.closed')
            : t('orders.nothingToDo')}
        </p>
      ) : (
        <div className="order-actions__buttons" role="group" aria-label={t('orders.actions')}>
          {moves.map((to) => (
            <Button
              key={to}
              variant={isRefusal(to) ? 'outline' : 'primary'}
              className={isRefusal(to) ? 'order-actions__refuse' : undefined}
              disabled={move.isPending}
              loading={move.isPending && move.variables.to === to}
              onClick={() => (isRefusal(to) ? setRefusal(to as Refusal) : void run(to))}
            >
              {moveLabel(to, profile?.role, t)}
            </Button>
          ))}
        </div>
      )}
      <ReasonDialog
        order={order}
        to={refusal}
        onClose={() => setRefusal(null)}
        onConfirm={({ to, reason, refund }) => run(to, reason, refund)}
      />
    </div>
  );
}
