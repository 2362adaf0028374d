/**
 * The roster setup domain's writes, the same on both stores: one store update each (one transaction
 * on PostgreSQL), deciding on the newest state inside it, so a shift deleted or moved at once is
 * never given rules or working days. On PostgreSQL a rule's add or removal reads the shift's rules (a table of
 * their own: readingShiftRules.ts), and a working-days save the shift's record (readingWorkingDays.ts), into its
 * draft first, under the shift's lock.
 */
import type { WorkingDays } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import { combinedPrepare } from '../../store/combinedPrepare';
import { baseOf } from '../../store/mutation';
import { ReservedIds } from '../../store/reservedIds';
import { readingShift } from '../../shifts/repository/readingShifts';
import { readingShiftRules } from './readingShiftRules';
import { readingWorkingDays } from './readingWorkingDays';
import { addRule, deleteRule, findCatalogueRule } from '../rules';
import { findSiteShift } from '../shiftRef';
import { saveWorkingDays, workingDaysProblem } from '../workingDays';
import type { RosterSetupRepository, RuleWrite, WorkingDaysSave } from './rosterSetupRepository';

type Writes = Pick<RosterSetupRepository, 'addRule' | 'deleteRule' | 'saveWorkingDays'>;

export class RosterSetupWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  addRule(appId: string, std: string, sftd: string, ruleId: number, priority: number): Promise<RuleWrite> {
    const ids = new ReservedIds({ shift_rules: 1 });
    return this.store.update(
      (draft): RuleWrite => {
        if (!findSiteShift(baseOf(draft), appId, std, sftd, true)) return 'no-shift';
        if (!findCatalogueRule(ruleId)) return 'no-rule';
        addRule(draft, appId, sftd, ruleId, priority, ids);
        return 'done';
      },
      combinedPrepare(readingShift(appId, sftd), readingShiftRules(appId, sftd), ids.prepare),
    );
  }

  deleteRule(appId: string, std: string, sftd: string, ruleId: number): Promise<RuleWrite> {
    return this.store.update(
      (draft): RuleWrite => {
        if (!findSiteShift(baseOf(draft), appId, std, sftd, true)) return 'no-shift';
        if (!findCatalogueRule(ruleId)) return 'no-rule';
        deleteRule(draft, appId, sftd, ruleId);
        return 'done';
      },
      combinedPrepare(readingShift(appId, sftd), readingShiftRules(appId, sftd)),
    );
  }

  saveWorkingDays(appId: string, form: WorkingDays): Promise<WorkingDaysSave> {
    const ids = new ReservedIds({ shift_working_days: 1 });
    return this.store.update(
      (draft): WorkingDaysSave => {
        if (!findSiteShift(baseOf(draft), appId, form.std, form.sftd, true)) return 'no-shift';
        const problem = workingDaysProblem(form);
        if (problem) return problem;
        saveWorkingDays(draft, appId, form, ids);
        return 'saved';
      },
      combinedPrepare(readingShift(appId, form.sftd), readingWorkingDays(appId, form.sftd), ids.prepare),
    );
  }
}
