/**
 * The shifts repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the shift routes did before the repository.
 */
import { byName } from '../../apps/apps';
import type { SiteScope } from '../../rights';
import { inScope } from '../../rights';
import { findSite, sitesOf } from '../../sites/sites';
import type { DbState, ShiftRecord, SiteRecord } from '../../store/types';
import { findShift, hasLiveShift, newestShiftFirst, shiftSiteName } from '../shifts';
import type { ShiftRepository, ShownShift } from './shiftRepository';
import { ShiftWrites } from './shiftWrites';

const shownOf = (state: DbState, record: ShiftRecord): ShownShift => ({
  record,
  siteName: shiftSiteName(state, record),
});

export class EmbeddedShifts extends ShiftWrites implements ShiftRepository {
  private get state(): DbState {
    return this.store.data;
  }

  ofApp(appId: string): Promise<ShiftRecord[]> {
    return Promise.resolve(this.state.shifts.filter((shift) => shift.app_id === appId));
  }

  shown(appId: string, sftd: string): Promise<ShownShift | undefined> {
    const state = this.state;
    const record = findShift(state, appId, sftd);
    return Promise.resolve(record && shownOf(state, record));
  }

  ofSite(appId: string, std: string): Promise<ShownShift[] | undefined> {
    const state = this.state;
    if (!findSite(state, appId, std)) return Promise.resolve(undefined);
    const shifts = state.shifts.filter((shift) => shift.app_id === appId && shift.std === std).sort(newestShiftFirst);
    return Promise.resolve(shifts.map((shift) => shownOf(state, shift)));
  }

  rosterSites(appId: string, sites: SiteScope, cntd: string | null): Promise<SiteRecord[]> {
    const state = this.state;
    const rostered = sitesOf(state, appId)
      .filter((site) => inScope(sites, site.sd) && (cntd === null || site.clnt === cntd) && hasLiveShift(state, site))
      .sort(byName);
    return Promise.resolve(rostered);
  }
}
