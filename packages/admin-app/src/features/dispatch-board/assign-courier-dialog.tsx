import { useState } from 'react';
import type { BoardOrder, Courier } from '@food-admin/api-client';
import { Button, FormField, Modal, Select } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/board';
import { useT } from '@/i18n/locale-provider';

const NO_COURIER = 'none';

type AssignCourierDialogProps = {
  order: BoardOrder;
  couriers: readonly Courier[];
  onAssign: (courierId: number | null) => void;
  onClose: () => void;
};

/**
 * The keyboard and touch way to what a drag does (docs/requirements.md#req-dispatch-board): pick who
 * delivers an order, available couriers first, each with what they carry now; "No courier" takes it
 * back. The board makes the call (with the version its card showed) and says how it went.
 */
export function AssignCourierDialog({ order, couriers, onAssign, onClose }: AssignCourierDialogProps) {
  const t = useT(messages);
  const [choice, setChoice] = useState(order.courierId === null ? '' : String(order.courierId));
  const sorted = [...couriers].sort(
    (a, b) => Number(b.available) - Number(a.available) || a.activeDeliveries - b.activeDeliveries,
  );
  const options = [
    ...(order.courierId === null ? [] : [{ value: NO_COURIER, label: t('board.assign.none') }]),
    ...sorted.map((courier) => ({
      value: String(courier.id),
      label: t(courier.available ? 'board.assign.option' : 'board.assign.optionUnavailable', {
        name: courier.name,
        load: courier.activeDeliveries,
      }),
    })),
  ];
  const unchanged = choice === '' || choice === String(order.courierId);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('board.assign.title', { id: order.id })}
      description={t('board.assign.description', { restaurant: order.restaurantName })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('board.assign.cancel')}
          </Button>
          <Button
            disabled={unchanged}
            onClick={() => onAssign(choice === NO_COURIER ? null : Number(choice))}
          >
            {t('board.assign.save')}
          </Button>
        </>
      }
    >
      <FormField label={t('board.assign.courier')}>
        <Select
          value={choice}
          placeholder={t('board.assign.choose')}
          onValueChange={setChoice}
          options={options}
        />
      </FormField>
    </Modal>
  );
}
