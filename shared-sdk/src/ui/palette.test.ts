import { GENDER_COLORS, POSITION_COLORS } from './palette';
import { theme } from './theme';

/** Distance of two '#rrggbb' colours in RGB space (0 = the same colour, 441 = black to white). */
const distance = (a: string, b: string): number => {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((value, i) => value - (y[i] ?? 0)));
};

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the one gender palette', () => {
  it('is readable as text on white (4.5:1), as the roster calendar shows the totals', () => {
    expect(contrast(GENDER_COLORS.male, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(GENDER_COLORS.female, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('is the theme’s male and female colours', () => {
    expect(theme.colors.male).toBe(GENDER_COLORS.male);
    expect(theme.colors.female).toBe(GENDER_COLORS.female);
    expect(theme.positionColors).toBe(POSITION_COLORS);
  });

  it('gives every position a colour of its own, never a gender colour nor one close to it', () => {
    expect(new Set(POSITION_COLORS.map((color) => color.toLowerCase())).size).toBe(POSITION_COLORS.length);
    for (const position of POSITION_COLORS) {
      for (const gender of Object.values(GENDER_COLORS)) {
        expect({ position, gender, near: distance(position, gender) < 80 }).toEqual({ position, gender, near: false });
      }
    }
  });
});
