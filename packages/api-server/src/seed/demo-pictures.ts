// The demo seed's pictures, drawn here rather than fetched from an image host, so a machine
// without internet shows every logo and dish photo: plain shapes and gradients, a few KB each.
import { Canvas, hex, mix, type Rgb } from './canvas';
import { encodePng } from './png';
import { createRandom } from './random';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Colours of each demo dish seen from above: the dish itself and its topping or garnish. */
export const DISH_COLOURS = {
  'Margherita Pizza': ['#d9482b', '#fbe7b5'],
  'Chicken Tikka Masala': ['#d9782d', '#f6efe0'],
  'Pad Thai': ['#e9b44c', '#6fa83a'],
  'Beef Tacos': ['#e2b764', '#4f9a3c'],
  'Caesar Salad': ['#8bc34a', '#f3dca0'],
  'Salmon Nigiri': ['#f08a5d', '#fbfaf5'],
  'Falafel Wrap': ['#b5833a', '#66bb6a'],
  'Mushroom Risotto': ['#e8d9b5', '#8d6e63'],
  Cheeseburger: ['#a0522d', '#ffc42e'],
  Bibimbap: ['#e0632a', '#4caf50'],
  Moussaka: ['#8e4b32', '#f3d9a4'],
  Ramen: ['#e9c46a', '#2f4f3f'],
  Lemonade: ['#fff176', '#9ccc65'],
  Tiramisu: ['#8d6e63', '#f5e9d7'],
  'Chocolate Lava Cake': ['#4e342e', '#c62828'],
  'Green Curry': ['#9ccc65', '#f1f8e9'],
  'Fish and Chips': ['#f4c46a', '#fff59d'],
  Pho: ['#d7b98e', '#5cae5f'],
  'Croque Monsieur': ['#e0a85a', '#fff3c4'],
  Churros: ['#c98b3c', '#5d4037'],
} as const satisfies Record<string, readonly [string, string]>;

export type DemoDish = keyof typeof DISH_COLOURS;

/** Table tops under the plates: each dish comes on two of them, for a little variety. */
const TABLES: readonly (readonly [string, string])[] = [
  ['#a47551', '#6f4a30'],
  ['#5b6770', '#353d43'],
  ['#e9e2d4', '#c9bea7'],
  ['#9fb59a', '#67805f'],
];
export const DISH_PHOTO_VARIANTS = 2;

const DISH_WIDTH = 256;
const DISH_HEIGHT = 160;

/** A plate of `dish` on a table, from above (256x160 PNG). `variant` picks the table. */
export function drawDishPhoto(dish: DemoDish, variant: number): Buffer {
  const dishIndex = Object.keys(DISH_COLOURS).indexOf(dish);
  const [foodColour, garnishColour] = DISH_COLOURS[dish].map(hex) as [Rgb, Rgb];
  const [tableLight, tableDark] = TABLES[(dishIndex + variant) % TABLES.length]!.map(hex) as [Rgb, Rgb];
  const canvas = new Canvas(DISH_WIDTH, DISH_HEIGHT);
  // Top to bottom only: rows of one colour compress to almost nothing.
  canvas.fill({ from: tableLight, to: tableDark, at: (_x, y) => y / DISH_HEIGHT });

  const cx = DISH_WIDTH / 2;
  const cy = DISH_HEIGHT / 2;
  const plate = 66;
  canvas.circle(cx + 5, cy + 6, plate, BLACK, { opacity: 0.3, soft: 12 });
  canvas.circle(cx, cy, plate, hex('#f8f6f1'));
  canvas.circle(cx, cy, plate - 12, hex('#ece7de'), { soft: 3 });

  const food = plate - 18;
  canvas.circle(cx, cy, food, {
    from: mix(foodColour, WHITE, 0.35),
    to: mix(foodColour, BLACK, 0.25),
    // Lit from the top left.
    at: (x, y) => Math.sqrt((x - cx + 14) ** 2 + (y - cy + 16) ** 2) / (food * 1.6),
  });
  // Garnish and texture at places fixed per dish, so one dish always looks the same.
  const random = createRandom(dishIndex + 1);
  const scatter = (count: number, colour: Rgb, minRadius: number, maxRadius: number) => {
    for (let i = 0; i < count; i += 1) {
      const angle = random.next() * 2 * Math.PI;
      const distance = Math.sqrt(random.next()) * (food - maxRadius - 3);
      const radius = minRadius + random.next() * (maxRadius - minRadius);
      canvas.circle(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, radius, colour, {
        soft: 1.5,
      });
    }
  };
  scatter(5, mix(foodColour, BLACK, 0.35), 1.5, 3);
  scatter(6, garnishColour, 3, 7);
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}

/** Background gradient (two colours) and emblem colour of the demo logos. */
const LOGO_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#f97316', '#b91c1c', '#fde68a'],
  ['#0ea5e9', '#1e3a8a', '#bae6fd'],
  ['#22c55e', '#14532d', '#dcfce7'],
  ['#a855f7', '#4c1d95', '#ede9fe'],
  ['#eab308', '#a16207', '#fef9c3'],
  ['#ec4899', '#831843', '#fce7f3'],
  ['#14b8a6', '#134e4a', '#ccfbf1'],
  ['#f43f5e', '#7f1d1d', '#ffe4e6'],
  ['#64748b', '#1e293b', '#e2e8f0'],
  ['#84cc16', '#365314', '#ecfccb'],
  ['#06b6d4', '#164e63', '#cffafe'],
  ['#d97706', '#78350f', '#fef3c7'],
];
type Emblem = 'circle' | 'square' | 'diamond' | 'ring';
const EMBLEMS: readonly Emblem[] = ['circle', 'square', 'diamond', 'ring'];
/** Distinct logos: every palette with two emblems. */
export const LOGO_COUNT = LOGO_PALETTES.length * 2;

const LOGO_SIZE = 160;

/** Signed distance from (x, y) to a square of half-side `half` with rounded corners (radius `round`). */
function roundedSquare(x: number, y: number, half: number, round: number): number {
  const qx = Math.abs(x) - (half - round);
  const qy = Math.abs(y) - (half - round);
  return Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2) + Math.min(Math.max(qx, qy), 0) - round;
}

/** Signed distance from (x, y), relative to the centre, to an emblem about `size` pixels in radius. */
function emblemDistance(emblem: Emblem, x: number, y: number, size: number): number {
  switch (emblem) {
    case 'square':
      return roundedSquare(x, y, size * 0.86, size * 0.3);
    case 'diamond':
      return roundedSquare((x + y) / Math.SQRT2, (y - x) / Math.SQRT2, size * 0.82, size * 0.2);
    case 'ring':
      return Math.abs(Math.sqrt(x * x + y * y) - size * 0.8) - size * 0.2;
    case 'circle':
      return Math.sqrt(x * x + y * y) - size;
  }
}

/** Demo logo number `index` (0 to LOGO_COUNT - 1): an emblem on a gradient (160x160 PNG). */
export function drawLogo(index: number): Buffer {
  const [from, to, light] = LOGO_PALETTES[index % LOGO_PALETTES.length]!.map(hex) as [Rgb, Rgb, Rgb];
  const emblem = EMBLEMS[(index + Math.floor(index / LOGO_PALETTES.length)) % EMBLEMS.length]!;
  const canvas = new Canvas(LOGO_SIZE, LOGO_SIZE);
  canvas.fill({ from, to, at: (x, y) => (x + y) / (2 * LOGO_SIZE) });
  const c = LOGO_SIZE / 2;
  // Cards crop pictures to a wide strip: everything that matters sits in the middle.
  canvas.circle(c, c, 70, WHITE, { opacity: 0.1 });
  canvas.shape([c - 56, c - 56, c + 56, c + 56], (x, y) => emblemDistance(emblem, x - c, y - c, 45), light);
  canvas.circle(c, c, 18, mix(from, to, 0.5));
  canvas.circle(c, c, 7, light);
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}
