/**
 * Stores an edit of a roster's days (a swap, a move, a cover, an absence) through the rosters
 * repository and prints the messages it sends. The write happens only onto the days the edit was
 * checked on: false, with nothing written, when another edit or a calculation changed them first.
 */
import { printMessage } from '../../outbox/outbox';
import type { RouteContext } from '../../routes/context';
import type { RosterEdit } from '../repository/rosterRepository';

export async function saveRosterEdit(ctx: RouteContext, edit: RosterEdit): Promise<boolean> {
  const written = await ctx.repos.rosters.writeEdit(edit);
  if (written.status === 'changed') return false;
  for (const message of written.messages) printMessage(ctx, message);
  return true;
}
