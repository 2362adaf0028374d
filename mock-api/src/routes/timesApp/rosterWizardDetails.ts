/**
 * /api/auth/46546 roster wizard details {std, sftd}: the setup progress of a shift of the
 * selected app (flags from shift_working_days, shift_positions, shift_employees, shift_rules).
 * INVALID_SHIFT_DETAILS when the site or the shift (on that site) is not the app's.
 */
import { rosterWizard } from '../../apps/wizard';
import { Contract, Status } from '../../contract';
import { requireAppMember } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { recordsOf } from '../../store/collections';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.timesApp.rosterWizardDetails;

export const rosterWizardDetailsRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const state = ctx.store.data;
  const access = requireAppMember(state, signedIn.session);
  if (!access.ok) return access.result;
  const appId = access.app.app_id;
  const { std, sftd } = input.value;

  const site = state.sites.find((candidate) => candidate.sd === std && candidate.app_id === appId);
  const shift = recordsOf(state, 'shifts').find(
    (candidate) => candidate.sftd === sftd && candidate.std === std && candidate.app_id === appId,
  );
  if (!site || !shift) return { status: Status.INVALID_SHIFT_DETAILS };
  return { status: Status.OK, ...rosterWizard(state, sftd) };
});
