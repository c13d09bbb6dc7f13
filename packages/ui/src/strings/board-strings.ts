/** The texts of the order board (OrderBoard, OrderBoardCard, CourierLane). */
export interface BoardStrings {
  /** The board's heading when the app gives no `title`. */
  boardTitle: string;
  /** The header's count of late cards: `3 late`. */
  boardLateCount: (count: number) => string;
  /** A column without cards. */
  boardColumnEmpty: string;
  /** The board without any open order (its EmptyState). */
  boardEmptyTitle: string;
  boardEmptyDescription: string;
  /** The calm notice while the live connection is being re-established. */
  boardReconnecting: string;
  /** The name of the phone layout's tab list (one tab per column, and the couriers). */
  boardViews: string;
  /** The couriers lane's heading and its phone tab. */
  boardCouriers: string;
  /** The couriers lane without couriers. */
  boardNoCouriers: string;
  /** A courier's load: `2 active orders`. */
  boardCourierLoad: (count: number) => string;
  /** `14 delivered today`. */
  boardDeliveredToday: (count: number) => string;
  /** How long ago an order was placed, in whole minutes: `12 min`, `1 h 5 min`. */
  boardAge: (minutes: number) => string;
  /** When an order is due, shown as a time of day: `Due 10:30 AM`. */
  boardDue: (time: Date) => string;
  /** `3 items`. */
  boardItems: (count: number) => string;
  /** A card without a courier. */
  boardNoCourier: string;
  /** A late card's mark, with the reason the app gives: `Late: waiting for a courier`. */
  boardLate: (reason: string) => string;
  /** The card's button that opens the app's courier picker. */
  boardAssign: string;
  /** That button's accessible name: `Assign a courier to #1024`. */
  boardAssignLabel: (title: string) => string;
  /** A card whose assignment is in flight. */
  boardAssigning: string;
  /** A card's drag handle (its keyboard way to a courier): `Move #1024 to a courier`. */
  boardDragHandle: (title: string) => string;
  /** What a screen reader calls the drag handle instead of "button". */
  boardDraggable: string;
  /** How to move a card with the keyboard, read with the drag handle. */
  boardDragInstructions: string;
  /** Announced when a card is picked up. */
  boardDragStart: (title: string) => string;
  /** Announced when a lifted card moves over a courier, or off every courier (`courier` undefined). */
  boardDragOver: (title: string, courier?: string) => string;
  /** Announced when a card is dropped on a courier, or away from every courier (nothing changes). */
  boardDragEnd: (title: string, courier?: string) => string;
  /** Announced when a card is dropped on the courier it already has (nothing changes). */
  boardDropUnchanged: (title: string, courier: string) => string;
  /** Announced when a drag is cancelled (Escape). */
  boardDragCancel: (title: string) => string;
}
