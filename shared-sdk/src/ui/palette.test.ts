import { GENDER_COLORS, POSITION_COLORS } from './palette';
import { theme } from './theme';

/** Distance of two '#rrggbb' colours in RGB space (0 = the same colour, 441 = black to white). */
const distance = (a: string, b: string): number => {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((value, i) => value - (y[i] ?? 0)));
};

describe('the one gender palette', () => {
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
