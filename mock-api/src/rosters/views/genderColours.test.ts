import { GENDER_COLORS } from '@times/shared-sdk/palette';
import { GENDERS } from '../../employees/statistics';
import { GENDER_COLOURS } from './genderColours';

describe('the gender colours the API sends', () => {
  it('are the theme’s in the roster calls and the employee statistics', () => {
    expect(GENDER_COLOURS).toEqual({ male_color: GENDER_COLORS.male, female_color: GENDER_COLORS.female });
    expect(GENDERS.map((gender) => gender.color)).toEqual([GENDER_COLORS.male, GENDER_COLORS.female]);
  });
});
