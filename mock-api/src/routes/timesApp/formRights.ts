/**
 * /api/auth/543452 form rights {f_rd} in the selected app: isAdmn with every right of the form,
 * isGroupUser with the rights the group grants on it, or isOpsManager with none.
 * f_rd must be a known form id (VALIDATION_ERROR).
 */
import { Contract, Status } from '../../contract';
import { formRightsFor, requireAppMember } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.timesApp.formRights;

export const formRightsRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const access = requireAppMember(ctx.store.data, signedIn.session);
  if (!access.ok) return access.result;
  return { status: Status.OK, ...formRightsFor(access.rights, input.value.f_rd) };
});
