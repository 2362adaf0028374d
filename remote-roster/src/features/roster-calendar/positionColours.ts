/**
 * The colours of a position's badge and legend swatch: its own colour as the background and a
 * text colour that stays readable on it.
 */
import type { CSSProperties } from 'react';

const DARK_TEXT = '#1f1a24';
const LIGHT_TEXT = '#ffffff';
/** The badge of a roster day whose position is not in the roster's list. */
const UNKNOWN_BACKGROUND = '#6b6373';

/** #rgb or #rrggbb as [r, g, b] 0-255, or null. */
function rgbOf(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an [r, g, b] colour (0 black, 1 white). */
function luminanceOf(rgb: readonly [number, number, number]): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two luminances (1 to 21). */
const contrastOf = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG 2 contrast ratio of two hex colours, or null when either is not hex. */
export function contrastRatio(first: string, second: string): number | null {
  const [a, b] = [rgbOf(first), rgbOf(second)];
  return a && b ? contrastOf(luminanceOf(a), luminanceOf(b)) : null;
}

/** Of dark and white text, the one with more contrast on the background (white on colours that are not hex). */
export function textColourOn(background: string): string {
  const rgb = rgbOf(background);
  if (!rgb) return LIGHT_TEXT;
  const [onDark, onLight] = [contrastRatio(background, DARK_TEXT), contrastRatio(background, LIGHT_TEXT)];
  return (onDark ?? 0) > (onLight ?? 0) ? DARK_TEXT : LIGHT_TEXT;
}

export function badgeStyle(colour: string | undefined): CSSProperties {
  const background = colour || UNKNOWN_BACKGROUND;
  return { background, color: textColourOn(background) };
}
