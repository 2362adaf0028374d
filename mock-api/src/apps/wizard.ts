/**
 * Setup progress computed from the data itself:
 *  - the app's setup wizard (spec 001): a step is done when the app has at least one (not
 *    deleted) record in its collection; 5 steps, 20% each.
 *  - a shift's roster wizard (spec 002): a step is done when the shift has at least one record
 *    in its collection; 4 steps, 25% each.
 */
import type { AppDetails, RosterWizardResponse } from '../contract';
import { recordsOf } from '../store/collections';
import type { LooseRecord } from '../store/collections';
import type { DbState } from '../store/types';

export const APP_WIZARD_STEPS = {
  wizard_clients: 'clients',
  wizard_sites: 'sites',
  wizard_shifts: 'shifts',
  wizard_positions: 'positions',
  wizard_employees: 'employees',
} as const;

export const ROSTER_WIZARD_STEPS = {
  wizard_working_days: 'shift_working_days',
  wizard_positions: 'shift_positions',
  wizard_employees: 'shift_employees',
  wizard_constrains: 'shift_rules',
} as const;

type Flags<K extends string> = Record<K, 0 | 1>;

const isDeleted = (record: LooseRecord): boolean => record.deleted === true || record.deleted === 1;

const percent = (done: number, steps: number): number => Math.round((done / steps) * 100);

function flags<K extends string>(
  steps: Record<K, string>,
  present: (collection: string) => boolean,
): Flags<K> & { wizard_perc: number } {
  const entries = Object.entries(steps) as [K, string][];
  const result = Object.fromEntries(
    entries.map(([flag, collection]) => [flag, present(collection) ? 1 : 0]),
  ) as Flags<K>;
  const done = entries.filter(([flag]) => result[flag] === 1).length;
  return { ...result, wizard_perc: percent(done, entries.length) };
}

export type AppWizard = Pick<AppDetails, keyof typeof APP_WIZARD_STEPS | 'wizard_perc'>;

export const appWizard = (state: DbState, appId: string): AppWizard =>
  flags(APP_WIZARD_STEPS, (collection) =>
    recordsOf(state, collection).some((record) => record.app_id === appId && !isDeleted(record)),
  );

/** The app's wizard from the collections where the app has a (not deleted) record. */
export const appWizardOf = (present: ReadonlySet<string>): AppWizard =>
  flags(APP_WIZARD_STEPS, (collection) => present.has(collection));

export type RosterWizard = Omit<RosterWizardResponse, 'status'>;

export const rosterWizard = (state: DbState, sftd: string): RosterWizard =>
  flags(ROSTER_WIZARD_STEPS, (collection) => recordsOf(state, collection).some((record) => record.sftd === sftd));

/** A shift's roster wizard from the collections where the shift has a record. */
export const rosterWizardOf = (present: ReadonlySet<string>): RosterWizard =>
  flags(ROSTER_WIZARD_STEPS, (collection) => present.has(collection));
