/** `#rrggbb` as [r, g, b]. */
export type Rgb = readonly [number, number, number];

export function hex(colour: string): Rgb {
  const value = Number.parseInt(colour.replace(/^#/, ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const t = clamp01(amount);
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/**
 * A colour, or a gradient from `from` to `to` along `at(x, y)` (0 to 1, clamped; x and y in
 * pixels). Plain numbers per pixel, no objects: the seed draws tens of thousands of pixels per picture.
 */
export type Paint = Rgb | { from: Rgb; to: Rgb; at: (x: number, y: number) => number };

export type ShapeOptions = {
  /** 0 to 1. */
  opacity?: number;
  /** Width in pixels of the edge's fade: 1 is a crisp anti-aliased edge, more a blurred one (shadows). */
  soft?: number;
};

/** A tiny RGB raster for the seed's pictures: gradients and anti-aliased shapes. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Covers the whole picture. */
  fill(paint: Paint): void {
    this.shape([0, 0, this.width, this.height], () => -1, paint);
  }

  /**
   * Paints the shape whose signed distance in pixels (negative inside) `distanceAt` answers, within
   * the box [left, top, right, bottom]. Edge pixels are blended by how much of them the shape covers.
   */
  shape(
    box: readonly [number, number, number, number],
    distanceAt: (x: number, y: number) => number,
    paint: Paint,
    { opacity = 1, soft = 1 }: ShapeOptions = {},
  ): void {
    const left = Math.max(0, Math.floor(box[0]));
    const top = Math.max(0, Math.floor(box[1]));
    const right = Math.min(this.width, Math.ceil(box[2]));
    const bottom = Math.min(this.height, Math.ceil(box[3]));
    const gradient = 'from' in paint ? paint : undefined;
    const solid = gradient ? undefined : (paint as Rgb);
    for (let y = top; y < bottom; y += 1) {
      const py = y + 0.5;
      for (let x = left; x < right; x += 1) {
        const px = x + 0.5;
        const alpha = clamp01(0.5 - distanceAt(px, py) / soft) * opacity;
        if (alpha <= 0) continue;
        const t = gradient ? clamp01(gradient.at(px, py)) : 0;
        const index = (y * this.width + x) * 3;
        for (let channel = 0; channel < 3; channel += 1) {
          const colour = solid
            ? solid[channel]!
            : gradient!.from[channel]! + (gradient!.to[channel]! - gradient!.from[channel]!) * t;
          const under = this.pixels[index + channel]!;
          this.pixels[index + channel] = Math.round(under + (colour - under) * alpha);
        }
      }
    }
  }

  /** A disc centred on (cx, cy). */
  circle(cx: number, cy: number, radius: number, paint: Paint, options: ShapeOptions = {}): void {
    const reach = radius + (options.soft ?? 1);
    this.shape(
      [cx - reach, cy - reach, cx + reach, cy + reach],
      (x, y) => Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - radius,
      paint,
      options,
    );
  }
}
