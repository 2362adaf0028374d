/**
 * /api/reg/412703 registration: creates an unverified user, a pending user session and an OTP
 * sent to the outbox. USER_EXIST when a verified user holds the mobile or e-mail; an earlier
 * unverified registration of the same mobile is replaced. Registrations count as code requests,
 * per mobile number and per client address, whatever the answer (TOO_MANY_ATTEMPTS past the
 * limit, before the password is hashed).
 */
import { Contract, Status } from '../../contract';
import { issueOtp } from '../../outbox/issueOtp';
import { printMessage } from '../../outbox/outbox';
import { hashPassword } from '../../security/password';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import { createSession, requireSession } from '../../sessions/sessions';
import { nextId } from '../../store/types';
import { findByMobile, newUserCode, normalizeEmail, removeUser, verifiedHolder } from '../../users/users';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';
import { isoAt } from '../context';

const contract = Contract.auth.register;

export const registerRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  if (!requireSession(ctx, request, 'any')) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { customer_reg: reg, gender, location_tp, lat, lng } = input.value;
  const attempt = await ctx.throttles.codeRequests.take({ account: accountKey.mobile(reg.u_mbl), address });
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);
  const email = normalizeEmail(reg.eml ?? '');
  const passHash = await hashPassword(reg.u_pss, ctx.config.scryptCost);

  const outcome = await ctx.store.update((draft) => {
    if (verifiedHolder(draft, reg.u_mbl, email)) return undefined;
    const earlier = findByMobile(draft, reg.u_mbl);
    if (earlier) removeUser(draft, earlier.id);

    const nowMs = ctx.now();
    const userId = nextId(draft.users);
    draft.users.push({
      id: userId,
      usrcd: newUserCode(draft),
      nm: reg.u_nm,
      snm: reg.u_srm,
      mbl: reg.u_mbl,
      eml: email,
      gender: gender as 1 | 2,
      dob: reg.dob,
      pass_hash: passHash,
      verified: false,
      location_tp,
      lat,
      lng,
      created_at: isoAt(nowMs),
      verified_at: null,
    });
    const session = createSession(draft, ctx, { kind: 'user', userId, pending: true });
    const { expiresAt, message } = issueOtp(draft, ctx, { purpose: 'registration', userId, to: reg.u_mbl });
    return { session, expiresAt, message };
  });

  if (!outcome) return { status: Status.USER_EXIST };
  printMessage(ctx, outcome.message);
  return { status: Status.OK, session: outcome.session, dt_eotp: outcome.expiresAt };
});
