import type { EmployeeListResponse } from '@times/shared-sdk';
import { firstPageQuery, listFilter, nextPageQuery } from './employeeQuery';

const page = (over: Partial<EmployeeListResponse> = {}): EmployeeListResponse => ({
  status: 'OK',
  ttl: 45,
  lst_count: 2,
  lst_date: '2026-03-01T08:00:00.000Z',
  lst_total_present: 11,
  lst_total_absent: 22,
  lst_total_perfomance: 33,
  employees: [],
  ...over,
});

describe('listFilter', () => {
  it('passes the filters 0-3 on without a search word', () => {
    expect(listFilter(0, 'ignored')).toEqual({ flt: 0, srch_word: '' });
    expect(listFilter(2, '')).toEqual({ flt: 2, srch_word: '' });
  });

  it('searches (filter 4) only from 3 characters, trimmed; below that it lists all', () => {
    expect(listFilter(4, '')).toEqual({ flt: 0, srch_word: '' });
    expect(listFilter(4, 'ab')).toEqual({ flt: 0, srch_word: '' });
    expect(listFilter(4, ' ab ')).toEqual({ flt: 0, srch_word: '' });
    expect(listFilter(4, 'abc')).toEqual({ flt: 4, srch_word: 'abc' });
    expect(listFilter(4, ' Anna ')).toEqual({ flt: 4, srch_word: 'Anna' });
  });
});

describe('the list pages', () => {
  it('asks for the first page with pg 1 and an empty cursor', () => {
    expect(firstPageQuery({ flt: 4, srch_word: 'ann' })).toEqual({
      flt: 4,
      pg: 1,
      lst_count: 0,
      lst_date: '',
      lst_value: 0,
      srch_word: 'ann',
    });
  });

  it("asks for 'More' with pg 2 and the previous answer's cursor", () => {
    const first = firstPageQuery({ flt: 0, srch_word: '' });
    expect(nextPageQuery(first, page())).toEqual({
      flt: 0,
      pg: 2,
      lst_count: 2,
      lst_date: '2026-03-01T08:00:00.000Z',
      lst_value: 0,
      srch_word: '',
    });
  });

  it('sends the last total that matches the filter as lst_value', () => {
    const after = (flt: number) => nextPageQuery(firstPageQuery({ flt, srch_word: '' }), page()).lst_value;
    expect(after(1)).toBe(11);
    expect(after(2)).toBe(22);
    expect(after(3)).toBe(33);
    expect(after(0)).toBe(0);
    expect(nextPageQuery(firstPageQuery({ flt: 4, srch_word: 'ann' }), page())).toMatchObject({
      lst_value: 0,
      srch_word: 'ann',
      flt: 4,
    });
  });

  it('keeps following the cursor of the latest page', () => {
    const second = nextPageQuery(firstPageQuery({ flt: 1, srch_word: '' }), page());
    expect(nextPageQuery(second, page({ lst_count: 1, lst_date: 'D3', lst_total_present: 5 }))).toMatchObject({
      pg: 2,
      lst_count: 1,
      lst_date: 'D3',
      lst_value: 5,
    });
  });
});
