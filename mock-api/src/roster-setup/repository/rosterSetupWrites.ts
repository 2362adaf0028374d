/**
 * The roster setup domain's writes, the same on both stores: one store update each (one transaction
 * on PostgreSQL), deciding on the newest state inside it, so a shift deleted or moved at once is
 * never given rules or working days.
 */
import type { WorkingDays } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { addRule, deleteRule, findCatalogueRule } from '../rules';
import { findSiteShift } from '../shiftRef';
import { saveWorkingDays, workingDaysProblem } from '../workingDays';
import type { RosterSetupRepository, RuleWrite, WorkingDaysSave } from './rosterSetupRepository';

type Writes = Pick<RosterSetupRepository, 'addRule' | 'deleteRule' | 'saveWorkingDays'>;

export class RosterSetupWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  addRule(appId: string, std: string, sftd: string, ruleId: number, priority: number): Promise<RuleWrite> {
    return this.store.update((draft): RuleWrite => {
      if (!findSiteShift(baseOf(draft), appId, std, sftd, true)) return 'no-shift';
      if (!findCatalogueRule(ruleId)) return 'no-rule';
      addRule(draft, appId, sftd, ruleId, priority);
      return 'done';
    });
  }

  deleteRule(appId: string, std: string, sftd: string, ruleId: number): Promise<RuleWrite> {
    return this.store.update((draft): RuleWrite => {
      if (!findSiteShift(baseOf(draft), appId, std, sftd, true)) return 'no-shift';
      if (!findCatalogueRule(ruleId)) return 'no-rule';
      deleteRule(draft, appId, sftd, ruleId);
      return 'done';
    });
  }

  saveWorkingDays(appId: string, form: WorkingDays): Promise<WorkingDaysSave> {
    return this.store.update((draft): WorkingDaysSave => {
      if (!findSiteShift(baseOf(draft), appId, form.std, form.sftd, true)) return 'no-shift';
      const problem = workingDaysProblem(form);
      if (problem) return problem;
      saveWorkingDays(draft, appId, form);
      return 'saved';
    });
  }
}
