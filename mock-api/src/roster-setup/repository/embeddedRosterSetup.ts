/**
 * The roster setup repository of the embedded store (json-server + lowdb, npm start's default):
 * reads from the store's state, as the roster setup routes did before the repository.
 */
import type { DbState, ShiftRecord, ShiftRuleRecord, ShiftWorkingDaysRecord } from '../../store/types';
import { assignedRecords } from '../rules';
import { shiftEmployeeTotals, shiftsOnSite } from '../shiftRef';
import type { ShiftEmployeeTotals } from '../shiftRef';
import { findWorkingDays } from '../workingDays';
import type { RosterSetupRepository } from './rosterSetupRepository';
import { RosterSetupWrites } from './rosterSetupWrites';

export class EmbeddedRosterSetup extends RosterSetupWrites implements RosterSetupRepository {
  private get state(): DbState {
    return this.store.data;
  }

  shiftsOnSite(appId: string, std: string, sftd: string): Promise<ShiftRecord[]> {
    return Promise.resolve(shiftsOnSite(this.state, appId, std, sftd));
  }

  assignedRules(appId: string, sftd: string): Promise<ShiftRuleRecord[]> {
    return Promise.resolve(assignedRecords(this.state, appId, sftd));
  }

  assignedRulesOf(appId: string, sftds: readonly string[]): Promise<ShiftRuleRecord[]> {
    const state = this.state;
    return Promise.resolve([...new Set(sftds)].flatMap((sftd) => assignedRecords(state, appId, sftd)));
  }

  workingDays(appId: string, sftd: string): Promise<ShiftWorkingDaysRecord | undefined> {
    return Promise.resolve(findWorkingDays(this.state, appId, sftd));
  }

  appWorkingDays(appId: string): Promise<ShiftWorkingDaysRecord[]> {
    return Promise.resolve(this.state.shift_working_days.filter((record) => record.app_id === appId));
  }

  shiftEmployeeTotals(appId: string, sftds: readonly string[]): Promise<ShiftEmployeeTotals[]> {
    const state = this.state;
    return Promise.resolve(sftds.map((sftd) => shiftEmployeeTotals(state, appId, sftd)));
  }
}
