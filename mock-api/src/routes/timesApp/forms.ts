/**
 * /api/auth/435366 the forms (menu entries) the user may open in the selected app: every form
 * for an admin, the forms their group holds a right on for a group member, ROSTER for an
 * operations manager. id is the form id too.
 */
import { Contract, Status } from '../../contract';
import { formsFor, requireAppMember } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { contractRoute } from '../contractRoute';

const contract = Contract.timesApp.forms;

export const formsRoute = contractRoute(contract, ({ session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const access = requireAppMember(ctx.store.data, signedIn.session);
  if (!access.ok) return access.result;
  const forms = formsFor(access.rights).map(({ frm_id, name }) => ({ id: frm_id, frm_id, name }));
  return { status: Status.OK, forms };
});
