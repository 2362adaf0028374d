import { siteQuery } from './siteQuery';
import { toSiteWrite } from './toSiteWrite';

describe('siteQuery', () => {
  it('filters by the chosen client, group or manager id (codes 1-3)', () => {
    expect(siteQuery(1, 'C1', null)).toEqual({ flt: 1, flt_id: 'C1', bounds: null });
    expect(siteQuery(3, 'OPS', null)).toEqual({ flt: 3, flt_id: 'OPS', bounds: null });
  });
  it('lists all sites until an id or a place is chosen', () => {
    expect(siteQuery(2, '', null)).toEqual({ flt: 0, flt_id: '', bounds: null });
    expect(siteQuery(4, '', null)).toEqual({ flt: 0, flt_id: '', bounds: null });
  });
  it('looks in the box around a chosen place for Location (code 4)', () => {
    expect(siteQuery(4, '', { name: 'Pretoria', description: '', lat: -25.7, lng: 28.2 }).bounds).toEqual({
      n_lat: -25.2,
      n_lng: 28.7,
      s_lat: -26.2,
      s_lng: 27.7,
    });
  });
});

describe('toSiteWrite', () => {
  const values = {
    nm: ' Depot ',
    clnt: 'C',
    sgd: 'G',
    ops: '',
    gen_emply: 1 as const,
    usr_emply: 0 as const,
    loc_autocomplete: '{"name":"A"}',
  };
  it('sends a new site with location type 1 and a changed location', () => {
    expect(toSiteWrite(values, null)).toEqual({
      nm: 'Depot',
      clnt: 'C',
      sgd: 'G',
      ops: '',
      gen_emply: 1,
      usr_emply: 0,
      location_tp: 1,
      loc_autocomplete: '{"name":"A"}',
      location_changed: 1,
    });
  });
  it('tells the server whether an edited site moved', () => {
    expect(toSiteWrite(values, { std: 'S', loc_autocomplete: '{"name":"A"}' })).toMatchObject({
      std: 'S',
      location_changed: 0,
    });
    expect(toSiteWrite(values, { std: 'S', loc_autocomplete: '{"name":"B"}' })).toMatchObject({ location_changed: 1 });
  });
});
