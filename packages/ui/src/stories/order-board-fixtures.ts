// The order board's stories and tests: a dispatcher's morning at the stories' fixed time
// (2026-11-20 10:00 UTC, .storybook/test/fixed-clock.ts), in English, French and Arabic (the app
// translates its column titles and late reasons; the kit, its own texts).
import type { BoardColumn, BoardCourier, OrderBoardCardData } from '../patterns/order-board';

export const BOARD_NOW = Date.parse('2026-11-20T10:00:00Z');

const minutesAgo = (minutes: number) => new Date(BOARD_NOW - minutes * 60_000).toISOString();
const inMinutes = (minutes: number) => new Date(BOARD_NOW + minutes * 60_000).toISOString();

export type BoardLanguage = 'en' | 'fr' | 'ar';

const COLUMN_TITLES: Record<BoardLanguage, string[]> = {
  en: ['Pending', 'Accepted', 'Preparing', 'Ready', 'Picked up'],
  fr: ['En attente', 'Acceptée', 'En préparation', 'Prête', 'Récupérée'],
  ar: ['قيد الانتظار', 'مقبول', 'قيد التحضير', 'جاهز', 'تم الاستلام'],
};
const COLUMN_IDS = ['PENDING', 'ACCEPTED', 'PREPARING', 'READY', 'PICKED_UP'] as const;

/** The five columns the app passes, in a language. */
export const boardColumns = (language: BoardLanguage = 'en'): BoardColumn[] =>
  COLUMN_IDS.map((id, index) => ({ id, title: COLUMN_TITLES[language][index]! }));

/** The late reasons the app's rules give (api-client's `lateReason`), as it words them. */
export const LATE_REASONS: Record<BoardLanguage, Record<'acceptance' | 'courier' | 'delivery', string>> = {
  en: {
    acceptance: 'The restaurant has not accepted it yet',
    courier: 'Ready for 12 min without a courier',
    delivery: 'Out for delivery longer than expected',
  },
  fr: {
    acceptance: "Le restaurant ne l'a pas encore acceptée",
    courier: 'Prête depuis 12 min sans livreur',
    delivery: 'Livraison plus longue que prévu',
  },
  ar: {
    acceptance: 'لم يقبله المطعم بعد',
    courier: 'جاهز منذ 12 دقيقة بلا مندوب',
    delivery: 'التوصيل أطول من المتوقع',
  },
};

export const boardCouriers: BoardCourier[] = [
  { id: 1, name: 'Ada Lovelace', available: true, load: 1, deliveredToday: 14 },
  { id: 2, name: 'Grace Hopper', available: true, load: 1, deliveredToday: 9 },
  { id: 3, name: 'Alan Turing', available: true, load: 0, deliveredToday: 6 },
  { id: 4, name: 'Katherine Johnson', available: false, load: 0, deliveredToday: 11 },
];

type CardSeed = Omit<OrderBoardCardData, 'title' | 'href' | 'placedAt'> & { minutes: number };

const card = ({ minutes, ...seed }: CardSeed): OrderBoardCardData => ({
  ...seed,
  title: `#${seed.id}`,
  href: `/orders/${seed.id}`,
  placedAt: minutesAgo(minutes),
});

/** A few orders in each column; `late: true` marks three of them late, one for each reason. */
export function boardCards({
  language = 'en',
  late = false,
}: { language?: BoardLanguage; late?: boolean } = {}): OrderBoardCardData[] {
  const reasons = LATE_REASONS[language];
  return [
    card({
      id: 1031,
      column: 'PENDING',
      minutes: 2,
      restaurant: 'Casa Verde',
      itemCount: 2,
      total: '$24.00',
      courierId: null,
      courierName: null,
      assignable: false,
    }),
    card({
      id: 1030,
      column: 'PENDING',
      minutes: 9,
      restaurant: 'Sushi Zen',
      itemCount: 5,
      total: '$61.20',
      courierId: null,
      courierName: null,
      late: late ? reasons.acceptance : null,
      assignable: false,
    }),
    card({
      id: 1028,
      column: 'ACCEPTED',
      minutes: 14,
      restaurant: 'Pizza Palace',
      dueAt: inMinutes(35),
      itemCount: 3,
      total: '$42.50',
      courierId: null,
      courierName: null,
      assignable: true,
    }),
    card({
      id: 1026,
      column: 'PREPARING',
      minutes: 22,
      restaurant: 'Sushi Zen',
      dueAt: inMinutes(20),
      itemCount: 4,
      total: '$38.90',
      courierId: 1,
      courierName: 'Ada Lovelace',
      assignable: true,
    }),
    card({
      id: 1025,
      column: 'PREPARING',
      minutes: 25,
      restaurant: 'Burger Barn',
      dueAt: inMinutes(15),
      itemCount: 1,
      total: '$12.50',
      courierId: null,
      courierName: null,
      assignable: true,
    }),
    card({
      id: 1024,
      column: 'READY',
      minutes: 31,
      restaurant: 'Pizza Palace',
      dueAt: inMinutes(5),
      itemCount: 3,
      total: '$35.00',
      courierId: null,
      courierName: null,
      late: late ? reasons.courier : null,
      assignable: true,
    }),
    card({
      id: 1021,
      column: 'PICKED_UP',
      minutes: 78,
      restaurant: 'Casa Verde',
      itemCount: 6,
      total: '$88.40',
      courierId: 2,
      courierName: 'Grace Hopper',
      late: late ? reasons.delivery : null,
      assignable: false,
    }),
  ];
}

const LATE_BY_COLUMN: Record<string, string> = {
  PENDING: LATE_REASONS.en.acceptance,
  READY: LATE_REASONS.en.courier,
  PICKED_UP: LATE_REASONS.en.delivery,
};

const RESTAURANTS = ['Casa Verde', 'Pizza Palace', 'Sushi Zen', 'Burger Barn', 'Taco Fiesta', 'Green Bowl'];

/**
 * `count` orders spread over the columns (a busy evening: most are being prepared or are on their
 * way), generated the same way every time.
 */
export function manyBoardCards(count: number): OrderBoardCardData[] {
  const weights = [1, 2, 4, 2, 3];
  const slots = weights.flatMap((weight, index) => Array<string>(weight).fill(COLUMN_IDS[index]!));
  return Array.from({ length: count }, (_, index) => {
    const column = slots[index % slots.length]!;
    const courier = boardCouriers[index % 3]!;
    const hasCourier = column === 'PICKED_UP' || (column !== 'PENDING' && index % 4 === 0);
    return card({
      id: 2000 + index,
      column,
      minutes: 1 + ((index * 7) % 90),
      restaurant: RESTAURANTS[index % RESTAURANTS.length]!,
      itemCount: 1 + (index % 6),
      total: `$${(12 + ((index * 13) % 80)).toFixed(2)}`,
      courierId: hasCourier ? courier.id : null,
      courierName: hasCourier ? courier.name : null,
      late: index % 7 === 0 ? LATE_BY_COLUMN[column] : null,
      assignable: column !== 'PENDING' && column !== 'PICKED_UP',
    });
  });
}
