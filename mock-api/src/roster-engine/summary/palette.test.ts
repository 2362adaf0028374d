import { GENDER_COLORS, POSITION_COLORS as THEME_POSITION_COLORS } from '@times/shared-sdk/palette';
import { GENDER_COLOURS } from '../../rosters/views/genderColours';
import { GENDERS } from '../../employees/statistics';
import { FEMALE_COLOR, MALE_COLOR, POSITION_COLORS, positionColor } from './palette';

describe('the colours the API sends', () => {
  it('are the theme’s gender colours in the roster calls and the employee statistics', () => {
    expect({ MALE_COLOR, FEMALE_COLOR }).toEqual({
      MALE_COLOR: GENDER_COLORS.male,
      FEMALE_COLOR: GENDER_COLORS.female,
    });
    expect(GENDER_COLOURS).toEqual({ male_color: GENDER_COLORS.male, female_color: GENDER_COLORS.female });
    expect(GENDERS.map((gender) => gender.color)).toEqual([GENDER_COLORS.male, GENDER_COLORS.female]);
  });

  it('colour positions from the theme’s position palette, never with a gender colour', () => {
    expect(POSITION_COLORS).toBe(THEME_POSITION_COLORS);
    const used = Array.from({ length: 25 }, (_, p) => positionColor(p));
    expect(used.filter((color) => color === MALE_COLOR || color === FEMALE_COLOR)).toEqual([]);
  });
});
