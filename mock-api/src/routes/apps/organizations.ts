/** /api/auth/45345 the organizations the user administers, by name. */
import { Contract, Status } from '../../contract';
import { toOrganization } from '../../organizations/organizations';
import { requireUser } from '../../sessions/sessions';
import { contractRoute } from '../contractRoute';

const contract = Contract.apps.organizations;

export const organizationsRoute = contractRoute(contract, async ({ session: request }, ctx) => {
  const signedIn = await requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const companies = await ctx.repos.apps.administered(signedIn.user.id);
  return { status: Status.OK, companies: companies.map(toOrganization) };
});
