/** /api/auth/45345 the organizations the user administers, by name. */
import { Contract, Status } from '../../contract';
import { administeredBy, toOrganization } from '../../organizations/organizations';
import { requireUser } from '../../sessions/sessions';
import { contractRoute } from '../contractRoute';

const contract = Contract.apps.organizations;

export const organizationsRoute = contractRoute(contract, ({ session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  return { status: Status.OK, companies: administeredBy(ctx.store.data, signedIn.user.id).map(toOrganization) };
});
