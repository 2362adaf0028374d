/**
 * /api/app/34542 the user's apps: the confirmed apps they may open (their own, those of the
 * organizations they administer, those they are a member of).
 *  - apps_owner: one group per owner, named after the organization or the owning user's full
 *    name, groups and apps sorted by name.
 *  - recent_apps: [] or one group 'Recent' with up to RECENT_LIMIT apps, last selected first.
 */
import { byAppName, ownerName, ownerOf, toAppSummary } from '../../apps/apps';
import type { AppOwner } from '../../apps/apps';
import { Contract, Status } from '../../contract';
import type { AppGroup } from '../../contract';
import { rightsFor } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import type { AppRecord, DbState } from '../../store/types';
import { contractRoute } from '../contractRoute';

export const RECENT_LIMIT = 5;
export const RECENT_GROUP_NAME = 'Recent';

const ownerKey = (owner: AppOwner): string => (owner.kind === 'organization' ? `o:${owner.cmpd}` : `u:${owner.userId}`);

function groupByOwner(state: DbState, apps: readonly AppRecord[]): AppGroup[] {
  const groups = new Map<string, { name: string; apps: AppRecord[] }>();
  for (const app of apps) {
    const owner = ownerOf(app);
    const key = ownerKey(owner);
    const group = groups.get(key) ?? { name: ownerName(state, owner), apps: [] };
    group.apps.push(app);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((group) => ({ name: group.name, apps: [...group.apps].sort(byAppName).map(toAppSummary) }));
}

function recentGroups(state: DbState, userId: number, openable: readonly AppRecord[]): AppGroup[] {
  const selections = state.app_selections
    .map((selection, index) => ({ ...selection, index }))
    .filter((selection) => selection.user_id === userId)
    .sort((a, b) => Date.parse(b.selected_at) - Date.parse(a.selected_at) || b.index - a.index);
  const recent = selections
    .map((selection) => openable.find((app) => app.app_id === selection.app_id))
    .filter((app): app is AppRecord => app !== undefined)
    .slice(0, RECENT_LIMIT);
  return recent.length > 0 ? [{ name: RECENT_GROUP_NAME, apps: recent.map(toAppSummary) }] : [];
}

const contract = Contract.apps.userApps;

export const userAppsRoute = contractRoute(contract, ({ session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const state = ctx.store.data;
  const userId = signedIn.user.id;
  const openable = state.apps.filter((app) => app.confirmed && rightsFor(state, userId, app.app_id).isMember);
  return {
    status: Status.OK,
    recent_apps: recentGroups(state, userId, openable),
    apps_owner: groupByOwner(state, openable),
  };
});
