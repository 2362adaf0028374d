/**
 * /api/reg/9123 add organization: the user (whose contact details must be verified, else
 * USER_NOT_VERIFIED) becomes its administrator. NAME_EXIST for a name another organization has
 * (trimmed, any case), VAT_REG_EXIST for a non-empty VAT number already used. OK answers the
 * new public id (cmpd).
 */
import { Contract, Status } from '../../contract';
import { requireUser } from '../../sessions/sessions';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.apps.addOrganization;

export const addOrganizationRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = await requireUser(ctx, request, { verified: false });
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  if (!signedIn.user.verified) return { status: Status.USER_NOT_VERIFIED };
  const { cnm, reg_no, vat_no, location_tp, lat, lng } = input.value;

  // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
  const added = await ctx.repos.apps.addOrganization(
    signedIn.user.id,
    { cnm, reg_no, vat_no, location_tp, lat, lng },
    ctx.now(),
  );
  if (added.status === 'name-taken') return { status: Status.NAME_EXIST };
  if (added.status === 'vat-taken') return { status: Status.VAT_REG_EXIST };
  return { status: Status.OK, cmpd: added.cmpd };
});
