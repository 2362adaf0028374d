/** /api/gen/32561 country list (seeded from countries-list by scripts/build-country-seed.ts). */
import { Paths, Status } from '../../contract';
import type { CountriesResponse } from '../../contract';
import { requireSession } from '../../sessions/sessions';
import type { ApiResult, ApiRoute } from '../context';

export const countriesRoute: ApiRoute = {
  path: Paths.general.countries,
  handle: ({ session }, ctx): CountriesResponse | ApiResult => {
    if (!requireSession(ctx, session, 'any')) return { status: Status.INVALID };
    const countries = ctx.store.data.countries.map(({ id, c_nm, c_code, crnc_code }) => ({
      id,
      c_nm,
      c_code,
      crnc_code,
    }));
    return { status: Status.OK, countries };
  },
};
