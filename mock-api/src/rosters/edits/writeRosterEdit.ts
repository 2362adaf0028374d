/**
 * The roster write of every edit (swap, move, and any later edit of the stored days): the
 * re-validated roster is stored and, in the same store update, a Published roster's notices for
 * the employees whose days changed are put in the outbox (publish/rosterNotices.ts); they are
 * printed and handed to the gateway once the write is kept. Answers the notices sent.
 */
import type { Revalidation, RosterModel } from '@times/roster-engine';
import { printMessage } from '../../outbox/outbox';
import { isoAt } from '../../routes/context';
import type { RouteContext } from '../../routes/context';
import type { OutboxMessage } from '../../store/types';
import { noteRosterChanges } from '../publish/rosterNotices';
import { storeRevalidation } from './storeRevalidation';

export async function writeRosterEdit(
  ctx: RouteContext,
  rosterId: number,
  revalidation: Revalidation,
  model?: RosterModel,
): Promise<OutboxMessage[]> {
  const messages = await ctx.store.update((draft) => {
    storeRevalidation(draft, rosterId, revalidation, model, isoAt(ctx.now()));
    return noteRosterChanges(draft, rosterId, isoAt(ctx.now()));
  });
  for (const message of messages) printMessage(ctx, message);
  return messages;
}
