import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BoardOrder, OrderBoard, OrderDetail } from '@food-admin/api-client';
import { useApi } from '@/lib/api-context';
import { refreshAfter } from '@/shared/live/change-scope';
import { orderConflict } from '@/features/orders';
import { orderBoardQuery } from './board-queries';

/** An assignment asked for from the board: the order as the board showed it, and the courier (null: none). */
export type BoardAssignment = { order: BoardOrder; courierId: number | null };

/** A lost race: the assignment asked for, and the order as it is now. */
export type BoardConflict = { wanted: BoardAssignment; current: OrderDetail };

/** Puts a saved order's version and courier on its card at once (the refetch behind it confirms). */
function patchBoard(api: ApiClient, queryClient: ReturnType<typeof useQueryClient>, saved: OrderDetail) {
  queryClient.setQueryData<OrderBoard>(orderBoardQuery(api).queryKey, (board) =>
    board === undefined
      ? board
      : {
          ...board,
          orders: board.orders.map((order) =>
            order.id === saved.id
              ? {
                  ...order,
                  version: saved.version,
                  courierId: saved.courier?.id ?? null,
                  courierName: saved.courier?.name ?? null,
                }
              : order,
          ),
        },
  );
}

/**
 * Assigns couriers from the board through the order's own endpoint with If-Match (the version the
 * card showed), so two dispatchers never assign one order twice without knowing: the one who lost
 * gets the order as it is now (412) and the conflict dialog. Cards in flight are busy.
 */
export function useAssignFromBoard(onAssigned: (saved: OrderDetail, courierId: number | null) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<BoardConflict>();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const busy = (id: number, on: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const assign = useMutation({
    mutationFn: ({ order, courierId }: BoardAssignment) =>
      api.admin.assignOrderCourier({ params: { id: order.id }, body: { courierId }, ifMatch: order.version }),
    onMutate: ({ order }) => busy(order.id, true),
    onSettled: (_saved, _error, { order }) => busy(order.id, false),
    onSuccess: (saved, { courierId }) => {
      patchBoard(api, queryClient, saved);
      onAssigned(saved, courierId);
      return refreshAfter(queryClient, {
        kind: 'order',
        action: 'update',
        recordId: saved.id,
        version: saved.version,
      });
    },
    onError: (error, wanted) => {
      const current = orderConflict(error)?.current;
      if (current) {
        patchBoard(api, queryClient, current);
        setConflict({ wanted, current });
      }
      return refreshAfter(queryClient, { kind: 'order', action: 'update' });
    },
  });
  return {
    assign: (wanted: BoardAssignment) => assign.mutate(wanted),
    /** Orders whose assignment is in flight. */
    busyIds,
    error: assign.isError && conflict === undefined ? assign.error : undefined,
    conflict,
    closeConflict: () => setConflict(undefined),
  };
}
