/**
 * /api/auth/543225 login by mobile (isMobileOrEmail 2) or e-mail (1). Any failure, unknown
 * user, wrong password or unverified user alike, is LOGIN_FAILED. OK opens a user session.
 * Failures are throttled per account and per client address (TOO_MANY_ATTEMPTS before any
 * password is checked); a success clears the account's count. Ours (issue 31): a sign-in links
 * the account to the employee of every live invitation sent to its mobile.
 */
import { Contract, Status } from '../../contract';
import { decoyHash, verifyPassword } from '../../security/password';
import { accountKey, tooManyAttempts } from '../../security/throttle';
import type { AttemptKeys } from '../../security/throttle';
import type { UserRecord } from '../../store/types';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const MOBILE = 2;

/** By user when the account exists (its mobile and e-mail share one count), else by what was typed. */
const loginAccount = (user: UserRecord | undefined, byMobile: boolean, typed = ''): string =>
  user ? accountKey.user(user.id) : byMobile ? accountKey.mobile(typed) : accountKey.email(typed);

const contract = Contract.auth.login;

export const loginRoute = contractRoute(contract, async ({ body, session: request, address }, ctx) => {
  const accounts = ctx.repos.accounts;
  if (!(await accounts.session(request, 'any', ctx.now()))) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { pass, isMobileOrEmail, eml, mbl } = input.value;

  const byMobile = isMobileOrEmail === MOBILE;
  const found = (byMobile ? mbl && (await accounts.byMobile(mbl)) : eml && (await accounts.byEmail(eml))) || undefined;
  const keys: AttemptKeys = { account: loginAccount(found, byMobile, byMobile ? mbl : eml), address };
  const attempt = await ctx.throttles.login.take(keys);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);

  const user = found && found.verified ? found : undefined;
  // The hash is checked even for an unknown user, so timing does not tell which users exist.
  const passwordOk = await verifyPassword(pass, user?.pass_hash ?? (await decoyHash(ctx.config.scryptCost)));
  if (!user || !passwordOk) return { status: Status.LOGIN_FAILED };
  await ctx.throttles.login.succeeded(keys);

  // Decided inside the write: a password changed meanwhile opens no session.
  const session = await accounts.openUserSession(user.id, user.pass_hash, ctx);
  if (!session) return { status: Status.LOGIN_FAILED };
  // Ours (issue 31): an invitation sent to the account's mobile links it to its employee.
  await ctx.repos.selfService.linkInvitations(user, isoAt(ctx.now()));
  return { status: Status.OK, session };
});
