/**
 * /api/invt/30201 (ours, issue 31) {token}: the invitation of a link, for its page (any session, a
 * visitor's too): the app, the employee's name and the mobile the account must have (the sign-up is
 * filled in with it). INVITATION_NOT_FOUND for an unknown or revoked link, INVITATION_EXPIRED once
 * its days are over, INVITATION_USED once an account was linked with it.
 */
import { Contract, SelfServiceStatus, Status } from '../../contract';
import { requireSession } from '../../sessions/sessions';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.invitations.details;

export const invitationDetailsRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  if (!(await requireSession(ctx, request, 'any'))) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const found = await ctx.repos.selfService.invitation(input.value.token);
  if (!found || !found.employee || found.invitation.state === 'revoked')
    return { status: SelfServiceStatus.INVITATION_NOT_FOUND };
  const { invitation, employee, appName } = found;
  if (invitation.state === 'used') return { status: SelfServiceStatus.INVITATION_USED };
  if (invitation.expires_at <= isoAt(ctx.now())) return { status: SelfServiceStatus.INVITATION_EXPIRED };
  return {
    status: Status.OK,
    invitation: {
      app_name: appName,
      name: employee.name,
      surname: employee.surname,
      country_code: String(employee.country_code),
      mobile: employee.mobile,
      expires_at: invitation.expires_at,
    },
  };
});
