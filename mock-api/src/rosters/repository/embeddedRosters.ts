/**
 * The rosters repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the roster routes did before the repository.
 */
import type { RosterModel } from '@times/roster-engine';
import { RosterStatus } from '@times/shared-sdk/schemas';
import type { AvailableRoster, RosterAbsenceLog, RosterHeader, RosterPeriod } from '../../contract';
import { inScope } from '../../rights';
import { findSiteShift } from '../../roster-setup/shiftRef';
import type { DbState, RosterRecord, SiteRecord } from '../../store/types';
import { withCurrentCommitments } from '../edits/currentCommitments';
import { findShiftRoster, rostersOfShift } from '../findRoster';
import { rosterHeaderOf } from '../header';
import type { EmployeeNumberOf } from '../views/detailsRows';
import { employeeNumbers } from '../views/detailsRows';
import { lastAbsenceOf } from '../views/lastAbsence';
import { openRoster } from '../views/openRoster';
import type { OpenedRoster, RosterRef } from '../views/openRoster';
import { newestCalculationFirst, toAvailableRoster, toRosterPeriod } from '../views/rosterLists';
import type { AvailableQuery, DayWindow, RosterRepository } from './rosterRepository';
import { RosterWrites } from './rosterWrites';

/** The client's sites the list shows, by sd (of two sites of one sd, the last written). */
function listedSites(state: DbState, appId: string, query: AvailableQuery): Map<string, SiteRecord> {
  if (!state.clients.some((client) => client.app_id === appId && client.cntd === query.clntd)) return new Map();
  const sites = state.sites.filter(
    (site) =>
      site.app_id === appId &&
      site.clnt === query.clntd &&
      (!query.std || site.sd === query.std) &&
      inScope(query.scope, site.sd),
  );
  return new Map(sites.map((site) => [site.sd, site]));
}

/** The roster's period overlaps the window (any window when absent). */
const overlaps = (roster: Pick<RosterRecord, 'start_date' | 'end_date'>, within: DayWindow | undefined): boolean =>
  !within || (roster.start_date <= within.to && roster.end_date >= within.from);

export const inPeriod = (roster: Pick<RosterRecord, 'start_date' | 'end_date'>, query: AvailableQuery): boolean =>
  query.period === null || (roster.start_date <= query.period.end && roster.end_date >= query.period.start);

export class EmbeddedRosters extends RosterWrites implements RosterRepository {
  private get state(): DbState {
    return this.store.data;
  }

  available(appId: string, query: AvailableQuery): Promise<AvailableRoster[]> {
    const state = this.state;
    const sites = listedSites(state, appId, query);
    const rosters = state.rosters
      .filter((candidate) => candidate.app_id === appId && sites.has(candidate.std) && inPeriod(candidate, query))
      .sort(newestCalculationFirst)
      .map((roster) => {
        const shift = state.shifts.find((one) => one.app_id === roster.app_id && one.sftd === roster.sftd);
        return toAvailableRoster(roster, sites.get(roster.std)!, shift);
      });
    return Promise.resolve(rosters);
  }

  periods(appId: string, std: string, sftd: string): Promise<RosterPeriod[] | undefined> {
    const state = this.state;
    if (!findSiteShift(state, appId, std, sftd)) return Promise.resolve(undefined);
    return Promise.resolve(rostersOfShift(state, appId, std, sftd).map(toRosterPeriod));
  }

  header(appId: string, std: string, sftd: string, rstd: string): Promise<RosterHeader | undefined> {
    const state = this.state;
    const roster = findShiftRoster(state, appId, std, sftd, rstd);
    return Promise.resolve(roster && rosterHeaderOf(state, roster));
  }

  open(ref: RosterRef): Promise<OpenedRoster> {
    return Promise.resolve(openRoster(this.state, ref));
  }

  withCurrentCommitments(record: RosterRecord, model: RosterModel): Promise<RosterModel> {
    return Promise.resolve(withCurrentCommitments(this.state, record, model));
  }

  employeeNumbers(appId: string): Promise<EmployeeNumberOf> {
    return Promise.resolve(employeeNumbers(this.state.employees, appId));
  }

  lastAbsence(record: RosterRecord): Promise<RosterAbsenceLog | null> {
    return Promise.resolve(lastAbsenceOf(this.state, record));
  }

  ofEmployees(appId: string, emds: readonly string[], within?: DayWindow): Promise<RosterRecord[]> {
    const wanted = new Set(emds);
    return Promise.resolve(
      this.state.rosters.filter(
        (roster) =>
          roster.app_id === appId &&
          overlaps(roster, within) &&
          (roster.model?.employees ?? []).some((employee) => wanted.has(employee.id)),
      ),
    );
  }

  overlapping(appId: string, within: DayWindow): Promise<RosterRecord[]> {
    return Promise.resolve(this.state.rosters.filter((roster) => roster.app_id === appId && overlaps(roster, within)));
  }

  ofSite(appId: string, std: string, within: DayWindow): Promise<RosterRecord[]> {
    return Promise.resolve(
      this.state.rosters.filter((roster) => roster.app_id === appId && roster.std === std && overlaps(roster, within)),
    );
  }

  ofRstd(rstd: string): Promise<RosterRecord | undefined> {
    return Promise.resolve(this.state.rosters.find((roster) => roster.rstd === rstd));
  }

  calculating(): Promise<Pick<RosterRecord, 'rstd' | 'status' | 'calc_owner'>[]> {
    return Promise.resolve(
      this.state.rosters
        .filter((roster) => roster.status === RosterStatus.PROCESSING)
        .map(({ rstd, status, calc_owner }) => ({ rstd, status, ...(calc_owner === undefined ? {} : { calc_owner }) })),
    );
  }
}
