/**
 * /api/reg/412703 registration: creates an unverified user, a pending user session and an OTP
 * sent to the outbox. USER_EXIST when a verified user holds the mobile or e-mail; an earlier
 * unverified registration of the same mobile is replaced. Registrations count as code requests,
 * per mobile number and per client address, whatever the answer (TOO_MANY_ATTEMPTS past the
 * limit, before the password is hashed).
 */
import { Contract, Status } from '../../contract';
import { printMessage } from '../../outbox/outbox';
import { hashPassword } from '../../security/password';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { normalizeEmail } from '../../users/users';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.auth.register;

export const registerRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  if (!(await ctx.repos.accounts.session(request, 'any', ctx.now()))) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { customer_reg: reg, gender, location_tp, lat, lng } = input.value;
  const attempt = await ctx.throttles.codeRequests.take({ account: accountKey.mobile(reg.u_mbl), address });
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);
  const passHash = await hashPassword(reg.u_pss, ctx.config.scryptCost);

  // Decided inside the write, on the newest state: a verified holder of the mobile or e-mail refuses it.
  const outcome = await ctx.repos.accounts.register(
    {
      nm: reg.u_nm,
      snm: reg.u_srm,
      mbl: reg.u_mbl,
      eml: normalizeEmail(reg.eml ?? ''),
      gender: gender as 1 | 2,
      dob: reg.dob,
      pass_hash: passHash,
      location_tp,
      lat,
      lng,
    },
    ctx,
  );
  if (!outcome) return { status: Status.USER_EXIST };
  printMessage(ctx, outcome.message);
  return { status: Status.OK, session: outcome.session, dt_eotp: outcome.expiresAt };
});
