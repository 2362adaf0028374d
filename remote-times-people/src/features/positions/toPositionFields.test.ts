import { EMPTY_POSITION, toPositionFields, toPositionValues } from './toPositionFields';

describe('position form values', () => {
  it('parses hours to whole numbers, empty as 0, and trims the names', () => {
    expect(
      toPositionFields({
        ...EMPTY_POSITION,
        name: ' Guard ',
        abbr: ' GRD ',
        d_hrs: '8',
        w_hrs: '',
        m_hrs: '160',
        mon: 1,
      }),
    ).toEqual({
      name: 'Guard',
      abbr: 'GRD',
      d_hrs: 8,
      w_hrs: 0,
      m_hrs: 160,
      mon: 1,
      tue: 0,
      wed: 0,
      thu: 0,
      fri: 0,
      sat: 0,
      sun: 0,
      hld: 0,
    });
  });

  it('fills the form from a position', () => {
    const values = toPositionValues({
      id: 1,
      rld: 'R',
      ...toPositionFields({ ...EMPTY_POSITION, name: 'Guard', abbr: 'G', d_hrs: '8', hld: 1 }),
    });
    expect(values).toMatchObject({ name: 'Guard', d_hrs: '8', w_hrs: '0', hld: 1 });
  });
});
