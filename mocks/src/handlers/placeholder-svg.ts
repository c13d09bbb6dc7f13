/** A deterministic coloured tile: the hue comes from the seed, so each image looks distinct. */
export function placeholderSvg(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 42%)"/>
</linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>
<circle cx="200" cy="150" r="70" fill="rgba(255,255,255,0.25)"/>
</svg>`;
}
