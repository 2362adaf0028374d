/**
 * /api/reg/9123 add organization: the user (whose contact details must be verified, else
 * USER_NOT_VERIFIED) becomes its administrator. NAME_EXIST for a name another organization has
 * (trimmed, any case), VAT_REG_EXIST for a non-empty VAT number already used. OK answers the
 * new public id (cmpd).
 */
import { newPublicId } from '../../apps/apps';
import { Contract, Status } from '../../contract';
import { nameTaken, vatTaken } from '../../organizations/organizations';
import { requireUser } from '../../sessions/sessions';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.apps.addOrganization;

export const addOrganizationRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request, { verified: false });
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  if (!signedIn.user.verified) return { status: Status.USER_NOT_VERIFIED };
  const { cnm, reg_no, vat_no, location_tp, lat, lng } = input.value;
  const userId = signedIn.user.id;

  const cmpd = await ctx.store.update((draft) => {
    // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
    const newest = baseOf(draft);
    if (nameTaken(newest, cnm)) return { status: Status.NAME_EXIST } as const;
    if (vatTaken(newest, vat_no)) return { status: Status.VAT_REG_EXIST } as const;
    const publicId = newPublicId(draft.organizations.map((organization) => organization.cmpd));
    draft.organizations.push({
      id: nextId(draft.organizations),
      cmpd: publicId,
      c_nm: cnm,
      reg_no,
      vat_no,
      admin_user_ids: [userId],
      location_tp,
      lat,
      lng,
      created_at: isoAt(ctx.now()),
    });
    return publicId;
  });
  return typeof cmpd === 'string' ? { status: Status.OK, cmpd } : cmpd;
});
