/**
 * The roster setup domain's records (the shift a setup call names, its rules and working days, and
 * the totals of its shift employees), as the roster setup routes reach them: never the store object
 * directly. Two implementations: the embedded one over the store's state (embeddedRosterSetup.ts)
 * and PostgreSQL, whose reads are SQL on indexed rows (postgresRosterSetup.ts). Writes are the same
 * on both: one store update each, deciding on the newest state inside it (rosterSetupWrites.ts).
 * The positions of a shift have their own repository (shiftPositionRepository.ts).
 */
import type { WorkingDays } from '../../contract';
import type { ShiftRecord, ShiftRuleRecord, ShiftWorkingDaysRecord } from '../../store/types';
import type { ShiftEmployeeTotals } from '../shiftRef';
import type { WorkingDaysProblem } from '../workingDays';

/** What a rule add or delete decided: `no-shift` (no live shift on that site of the app), `no-rule` (not in the catalogue). */
export type RuleWrite = 'done' | 'no-shift' | 'no-rule';

/** What a working-days save decided: saved, no live shift on that site of the app, or the form's problem. */
export type WorkingDaysSave = 'saved' | 'no-shift' | WorkingDaysProblem;

export interface RosterSetupRepository {
  /**
   * The app's shifts `sftd` on its site `std`, deleted ones included, in stored order; none when
   * the app has no site `std` (shiftRef.ts siteShiftAmong and liveShiftAmong pick from them).
   */
  shiftsOnSite(appId: string, std: string, sftd: string): Promise<ShiftRecord[]>;
  /**
   * The shift's rule records of the app by priority, then id (rules.ts byPriority: a write moves
   * the shift's records to the end of the state's array, which the rows' ord does not follow).
   */
  assignedRules(appId: string, sftd: string): Promise<ShiftRuleRecord[]>;
  /** The rule records of these shifts (each once) in the order of `sftds`, each shift's as assignedRules orders them. */
  assignedRulesOf(appId: string, sftds: readonly string[]): Promise<ShiftRuleRecord[]>;
  /** The shift's working-days record of the app (the first written). */
  workingDays(appId: string, sftd: string): Promise<ShiftWorkingDaysRecord | undefined>;
  /** The app's working-days records, one per shift (a calculation's model reads every shift's rest rules). */
  appWorkingDays(appId: string): Promise<ShiftWorkingDaysRecord[]>;
  /** The totals of each shift's shift employees (shiftRef.ts shiftEmployeeTotals), in the order of `sftds`. */
  shiftEmployeeTotals(appId: string, sftds: readonly string[]): Promise<ShiftEmployeeTotals[]>;

  /** Assigns (or moves) a catalogue rule to a priority of a live shift of the app's site. */
  addRule(appId: string, std: string, sftd: string, ruleId: number, priority: number): Promise<RuleWrite>;
  /** Takes a catalogue rule off a live shift of the app's site (done too when it was not assigned). */
  deleteRule(appId: string, std: string, sftd: string, ruleId: number): Promise<RuleWrite>;
  /** Inserts or replaces the working days of a live shift of the app's site, when the form has no problem. */
  saveWorkingDays(appId: string, form: WorkingDays): Promise<WorkingDaysSave>;
}
