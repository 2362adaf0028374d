/**
 * /api/auth/435366 the forms (menu entries) the user may open in the selected app: every form
 * for an admin, the forms their group holds a right on for a group member, ROSTER for an
 * operations manager. id is the form id too.
 */
import { Contract, Status } from '../../contract';
import { formsFor } from '../../rights';
import { memberRoute } from '../memberRoute';

export const formsRoute = memberRoute(Contract.timesApp.forms, ({ access }) => {
  const forms = formsFor(access.rights).map(({ frm_id, name }) => ({ id: frm_id, frm_id, name }));
  return { status: Status.OK, forms };
});
