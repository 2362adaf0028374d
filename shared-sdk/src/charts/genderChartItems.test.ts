import { theme } from '@times/shared-sdk';
import { genderChartItems } from './genderChartItems';

describe('genderChartItems', () => {
  it('colours males and females with the theme’s gender colours', () => {
    expect(genderChartItems({ males: 3, females: 2 }, { male: 'Males', female: 'Females' })).toEqual([
      { name: 'Males', value: 3, color: theme.colors.male },
      { name: 'Females', value: 2, color: theme.colors.female },
    ]);
  });
});
