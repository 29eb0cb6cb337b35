/**
 * WCAG 2.x contrast arithmetic for the theme (pure, no React): relative luminance, contrast ratio
 * and "darken until readable", so every colour the theme derives meets AA by construction.
 */

/** 4.5:1 for normal text (WCAG 1.4.3); 3:1 for large text and UI components (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

function channels(hex: string): [number, number, number] {
  let value = hex.trim().replace(/^#/, '');
  if (value.length === 3) value = [...value].map((digit) => digit + digit).join('');
  if (!/^[0-9a-f]{6}$/i.test(value)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((index) => parseInt(value.slice(index, index + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes a colour towards black by `amount` (0 to 1). */
export function darkenHex(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel * (1 - amount)));
}

/** The colour itself if it reaches `ratio` against `background`, else the lightest darker shade of it that does. */
export function readableOn(color: string, background: string, ratio: number = AA_TEXT): string {
  for (let step = 0; step <= 40; step += 1) {
    const candidate = step === 0 ? color.toLowerCase() : darkenHex(color, step * 0.025);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}
