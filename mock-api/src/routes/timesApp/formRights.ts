/**
 * /api/auth/543452 form rights {f_rd} in the selected app: isAdmn with every right of the form,
 * isGroupUser with the rights the group grants on it, or isOpsManager with none.
 * f_rd must be a known form id (VALIDATION_ERROR).
 */
import { Paths, Status } from '../../contract';
import type { FormRightsResponse } from '../../contract';
import { formRightsFor, requireAppMember } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { formRightsPayloadSchema } from '@times/shared-sdk/schemas';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const formRightsRoute: ApiRoute = {
  path: Paths.timesApp.formRights,
  schema: formRightsPayloadSchema,
  handle: async ({ body, session: request }, ctx): Promise<FormRightsResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(formRightsPayloadSchema, body);
    if (!input.ok) return input.result;
    const access = requireAppMember(ctx.store.data, signedIn.session);
    if (!access.ok) return access.result;
    return { status: Status.OK, ...formRightsFor(access.rights, input.value.f_rd) };
  },
};
