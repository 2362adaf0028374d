/** /api/gen/54221 contact us: a validated request kept in `contact_requests` (the general repository). */
import { Contract, Status } from '../../contract';
import { requireSession } from '../../sessions/sessions';
import { normalizeEmail } from '../../users/users';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.general.contactUs;

export const contactUsRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const session = await requireSession(ctx, request, 'any');
  if (!session) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { name, surname, email, mobile, product_id } = input.value;

  await ctx.repos.general.addContactRequest({
    name,
    surname,
    email: normalizeEmail(email ?? ''),
    mobile,
    product_id,
    user_id: session.kind === 'user' ? session.user_id : null,
    created_at: isoAt(ctx.now()),
  });
  return { status: Status.OK };
});
