import { GENDER_COLORS, POSITION_COLORS as THEME_POSITION_COLORS } from '@times/shared-sdk/palette';
import { FEMALE_COLOR, MALE_COLOR, POSITION_COLORS, positionColor } from './palette';

describe('the colours the engine sends', () => {
  it('are the theme’s gender colours', () => {
    expect({ MALE_COLOR, FEMALE_COLOR }).toEqual({
      MALE_COLOR: GENDER_COLORS.male,
      FEMALE_COLOR: GENDER_COLORS.female,
    });
  });

  it('colour positions from the theme’s position palette, never with a gender colour', () => {
    expect(POSITION_COLORS).toBe(THEME_POSITION_COLORS);
    const used = Array.from({ length: 25 }, (_, p) => positionColor(p));
    expect(used.filter((color) => color === MALE_COLOR || color === FEMALE_COLOR)).toEqual([]);
  });
});
