/** /api/gen/32561 country list (seeded from countries-list by scripts/build-country-seed.ts; the general repository). */
import { Contract, Status } from '../../contract';
import { requireSession } from '../../sessions/sessions';
import { contractRoute } from '../contractRoute';

const contract = Contract.general.countries;

export const countriesRoute = contractRoute(contract, async ({ session }, ctx) => {
  if (!(await requireSession(ctx, session, 'any'))) return { status: Status.INVALID };
  const countries = (await ctx.repos.general.countries()).map(({ id, c_nm, c_code, crnc_code }) => ({
    id,
    c_nm,
    c_code,
    crnc_code,
  }));
  return { status: Status.OK, countries };
});
