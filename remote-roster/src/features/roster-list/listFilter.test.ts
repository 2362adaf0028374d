import { ALL_ROSTERS, toListFilter } from './listFilter';

describe('toListFilter', () => {
  it('sends no dates for All', () => {
    expect(toListFilter({ filter_by: 1, dt_start: '2026-12-01', dt_end: '2026-12-31' })).toEqual(ALL_ROSTERS);
    expect(ALL_ROSTERS).toEqual({ filter_by: 1, dt_start: '', dt_end: '' });
  });

  it('sends both dates for Period', () => {
    expect(toListFilter({ filter_by: 2, dt_start: ' 2026-12-01', dt_end: '2026-12-31 ' })).toEqual({
      filter_by: 2,
      dt_start: '2026-12-01',
      dt_end: '2026-12-31',
    });
  });
});
