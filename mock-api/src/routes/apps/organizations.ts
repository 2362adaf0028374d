/** /api/auth/45345 the organizations the user administers, by name. */
import { Paths, Status } from '../../contract';
import type { OrganizationsResponse } from '../../contract';
import { administeredBy, toOrganization } from '../../organizations/organizations';
import { requireUser } from '../../sessions/sessions';
import type { ApiResult, ApiRoute } from '../context';

export const organizationsRoute: ApiRoute = {
  path: Paths.apps.organizations,
  handle: ({ session: request }, ctx): OrganizationsResponse | ApiResult => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    return { status: Status.OK, companies: administeredBy(ctx.store.data, signedIn.user.id).map(toOrganization) };
  },
};
