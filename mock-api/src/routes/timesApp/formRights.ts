/**
 * /api/auth/543452 form rights {f_rd} in the selected app: isAdmn with every right of the form,
 * isGroupUser with the rights the group grants on it, or isOpsManager with none.
 * f_rd must be a known form id (VALIDATION_ERROR).
 */
import { Contract, Status } from '../../contract';
import { formRightsFor } from '../../rights';
import { memberRoute } from '../memberRoute';

export const formRightsRoute = memberRoute(Contract.timesApp.formRights, ({ input, access }) => ({
  status: Status.OK,
  ...formRightsFor(access.rights, input.f_rd),
}));
