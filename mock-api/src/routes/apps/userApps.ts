/**
 * /api/app/34542 the user's apps: the confirmed apps they may open (their own, those of the
 * organizations they administer, those they are a member of).
 *  - apps_owner: one group per owner, named after the organization or the owning user's full
 *    name, groups and apps sorted by name.
 *  - recent_apps: [] or one group 'Recent' with up to RECENT_LIMIT apps, last selected first.
 */
import { byAppName, ownerOf, toAppSummary } from '../../apps/apps';
import type { AppOwner } from '../../apps/apps';
import type { OpenableApp } from '../../apps/repository/appRepository';
import { Contract, Status } from '../../contract';
import type { AppGroup } from '../../contract';
import { requireUser } from '../../sessions/sessions';
import type { AppRecord } from '../../store/types';
import { contractRoute } from '../contractRoute';

export const RECENT_LIMIT = 5;
export const RECENT_GROUP_NAME = 'Recent';

const ownerKey = (owner: AppOwner): string => (owner.kind === 'organization' ? `o:${owner.cmpd}` : `u:${owner.userId}`);

function groupByOwner(apps: readonly OpenableApp[]): AppGroup[] {
  const groups = new Map<string, { name: string; apps: AppRecord[] }>();
  for (const { record, ownerName } of apps) {
    const key = ownerKey(ownerOf(record));
    const group = groups.get(key) ?? { name: ownerName, apps: [] };
    group.apps.push(record);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
    .map((group) => ({ name: group.name, apps: [...group.apps].sort(byAppName).map(toAppSummary) }));
}

/** The selected apps (app ids, last selected first) the user may still open, up to RECENT_LIMIT. */
function recentGroups(selections: readonly string[], openable: readonly AppRecord[]): AppGroup[] {
  const recent = selections
    .map((appId) => openable.find((app) => app.app_id === appId))
    .filter((app): app is AppRecord => app !== undefined)
    .slice(0, RECENT_LIMIT);
  return recent.length > 0 ? [{ name: RECENT_GROUP_NAME, apps: recent.map(toAppSummary) }] : [];
}

const contract = Contract.apps.userApps;

export const userAppsRoute = contractRoute(contract, async ({ session: request }, ctx) => {
  const signedIn = await requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const userId = signedIn.user.id;
  const [openable, selections] = await Promise.all([
    ctx.repos.apps.openable(userId),
    ctx.repos.apps.selections(userId),
  ]);
  return {
    status: Status.OK,
    recent_apps: recentGroups(
      selections,
      openable.map((app) => app.record),
    ),
    apps_owner: groupByOwner(openable),
  };
});
