/**
 * /api/auth/543225 login by mobile (isMobileOrEmail 2) or e-mail (1). Any failure, unknown
 * user, wrong password or unverified user alike, is LOGIN_FAILED. OK opens a user session.
 */
import { loginPayloadSchema } from '@times/shared-sdk/schemas';
import { Paths, Status } from '../../contract';
import type { LoginResponse } from '../../contract';
import { decoyHash, verifyPassword } from '../../security/password';
import { createSession, requireSession } from '../../sessions/sessions';
import { findByEmail, findByMobile } from '../../users/users';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

const MOBILE = 2;

export const loginRoute: ApiRoute = {
  path: Paths.auth.login,
  schema: loginPayloadSchema,
  handle: async ({ body, session: request }, ctx): Promise<LoginResponse | ApiResult> => {
    if (!requireSession(ctx, request, 'any')) return { status: Status.INVALID };
    const input = await validatePayload(loginPayloadSchema, body);
    if (!input.ok) return input.result;
    const { pass, isMobileOrEmail, eml, mbl } = input.value;

    const found =
      isMobileOrEmail === MOBILE ? mbl && findByMobile(ctx.store.data, mbl) : eml && findByEmail(ctx.store.data, eml);
    const user = found && found.verified ? found : undefined;
    // The hash is checked even for an unknown user, so timing does not tell which users exist.
    const passwordOk = await verifyPassword(pass, user?.pass_hash ?? (await decoyHash(ctx.config.scryptCost)));
    if (!user || !passwordOk) return { status: Status.LOGIN_FAILED };

    const userId = user.id;
    const session = ctx.store.update((draft) =>
      draft.users.some((candidate) => candidate.id === userId && candidate.pass_hash === user.pass_hash)
        ? createSession(draft, ctx, { kind: 'user', userId })
        : undefined,
    );
    return session ? { status: Status.OK, session } : { status: Status.LOGIN_FAILED };
  },
};
