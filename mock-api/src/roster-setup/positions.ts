/**
 * Positions of a shift (spec 002 sections 3, 5, 7: roster_shift_positions, collection
 * shift_positions). A shift has each app position (rld) at most once. Per day (mon … hld) a
 * position states the minimum number of employees it needs; the positions of a shift together
 * may not need more on a day than the shift's working days require that day (when the shift has
 * a shift_working_days record; without one there is no cap), and a position needs someone on at
 * least one day. Totals of a position count the shift employees in that role.
 */
import type { ConfiguredDailyResponse, ShiftPosition, ShiftPositionFields } from '../contract';
import { isLive } from '../shifts/shifts';
import { recordsOf } from '../store/collections';
import type { LooseRecord } from '../store/collections';
import type {
  DbState,
  EmployeeRecord,
  PositionRecord,
  ShiftEmployeeRecord,
  ShiftPositionRecord,
  ShiftRecord,
} from '../store/types';
import { SHIFT_DAYS } from '@times/shared-sdk/schemas';
import type { ShiftDay } from '@times/shared-sdk/schemas';

export type DayNumbers = Record<ShiftDay, number>;

/** A live shift of a site of the app: what every call naming {std, sftd} needs (else INVALID_SHIFT_DETAILS). */
export function liveShiftOf(state: DbState, appId: string, std: string, sftd: string): ShiftRecord | undefined {
  const site = state.sites.find((candidate) => candidate.app_id === appId && candidate.sd === std);
  if (!site) return undefined;
  return state.shifts.find(
    (shift) => shift.app_id === appId && shift.std === std && shift.sftd === sftd && isLive(shift),
  );
}

export const shiftPositionsOf = (state: DbState, appId: string, sftd: string): ShiftPositionRecord[] =>
  (state.shift_positions ?? []).filter((record) => record.app_id === appId && record.sftd === sftd);

export const findShiftPosition = (state: DbState, appId: string, sftrld: string): ShiftPositionRecord | undefined =>
  (state.shift_positions ?? []).find((record) => record.app_id === appId && record.sftrld === sftrld);

export const shiftEmployeesOf = (state: DbState, appId: string, sftd: string): ShiftEmployeeRecord[] =>
  (state.shift_employees ?? []).filter((record) => record.app_id === appId && record.sftd === sftd);

const zeroDays = (): DayNumbers => Object.fromEntries(SHIFT_DAYS.map((day) => [day, 0])) as DayNumbers;

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

/** The shift's working-days record the targets are read from: the app's (read loosely). */
export const targetsRecord = (state: DbState, appId: string, sftd: string): LooseRecord | undefined =>
  recordsOf(state, 'shift_working_days').find((candidate) => candidate.sftd === sftd && candidate.app_id === appId);

/** The working-day required counts of a targetsRecord, or null without one. */
export const targetsOf = (record: LooseRecord | undefined): DayNumbers | null =>
  record ? (Object.fromEntries(SHIFT_DAYS.map((day) => [day, numberOf(record[day])])) as DayNumbers) : null;

/** The shift's working-day required counts, or null when the shift has no working days yet. */
export const workingDayTargets = (state: DbState, appId: string, sftd: string): DayNumbers | null =>
  targetsOf(targetsRecord(state, appId, sftd));

/** The per-day sums of the shift's positions (not counting `exceptSftrld`). */
export const allocatedPerDay = (state: DbState, appId: string, sftd: string, exceptSftrld = ''): DayNumbers =>
  allocatedOf(shiftPositionsOf(state, appId, sftd), exceptSftrld);

/** The per-day sums of these positions of a shift (not counting `exceptSftrld`). */
export function allocatedOf(positions: readonly ShiftPositionRecord[], exceptSftrld = ''): DayNumbers {
  const sums = zeroDays();
  for (const position of positions) {
    if (position.sftrld === exceptSftrld) continue;
    for (const day of SHIFT_DAYS) sums[day] += position[day];
  }
  return sums;
}

/**
 * The per-day counts are acceptable: at least one is above 0, and with working days none makes
 * the shift's total for its day exceed the working days' count. `exceptSftrld` is the position
 * being updated (its old counts do not count).
 */
export function dailyCountsFit(
  state: DbState,
  appId: string,
  sftd: string,
  counts: DayNumbers,
  exceptSftrld = '',
): boolean {
  if (SHIFT_DAYS.every((day) => counts[day] === 0)) return false;
  const targets = workingDayTargets(state, appId, sftd);
  if (!targets) return true;
  const allocated = allocatedPerDay(state, appId, sftd, exceptSftrld);
  return SHIFT_DAYS.every((day) => counts[day] === 0 || allocated[day] + counts[day] <= targets[day]);
}

/** The stored fields of a validated position form. */
export const shiftPositionFields = (input: ShiftPositionFields): ShiftPositionFields => ({
  monthly_hours: input.monthly_hours,
  weekly_hours: input.weekly_hours,
  dailly_hours: input.dailly_hours,
  ...(Object.fromEntries(SHIFT_DAYS.map((day) => [day, input[day]])) as DayNumbers),
  priority_level: input.priority_level,
});

/** What a shift position's row counts: the shift employees in its role, with their genders. */
export interface ShiftPositionTotals {
  total_employees: number;
  total_males: number;
  total_females: number;
}

/**
 * A shift position as its row shows it: its record, its role (the app's position of its rld, the
 * last written when two have it) and its totals (the gender of each employee the last written of
 * its emd; 1 male, 2 female, as numbers).
 */
export interface ShownShiftPosition {
  record: ShiftPositionRecord;
  role: PositionRecord | undefined;
  totals: ShiftPositionTotals;
}

/** The shift employees of `records` in the role, with their genders. */
function totals(
  records: readonly ShiftEmployeeRecord[],
  employees: ReadonlyMap<string, EmployeeRecord>,
): ShiftPositionTotals {
  let males = 0;
  let females = 0;
  for (const record of records) {
    const gender = employees.get(record.emd)?.gender;
    if (gender === 1) males += 1;
    if (gender === 2) females += 1;
  }
  return { total_employees: records.length, total_males: males, total_females: females };
}

export const employeesByEmd = (state: DbState, appId: string): Map<string, EmployeeRecord> =>
  new Map(state.employees.filter((employee) => employee.app_id === appId).map((employee) => [employee.emd, employee]));

export const positionsByRld = (state: DbState, appId: string): Map<string, PositionRecord> =>
  new Map(state.positions.filter((position) => position.app_id === appId).map((position) => [position.rld, position]));

export function shownShiftPosition(state: DbState, record: ShiftPositionRecord): ShownShiftPosition {
  const inRole = shiftEmployeesOf(state, record.app_id, record.sftd).filter((employee) => employee.rld === record.rld);
  return {
    record,
    role: positionsByRld(state, record.app_id).get(record.rld),
    totals: totals(inRole, employeesByEmd(state, record.app_id)),
  };
}

export const toShiftPositionRow = ({ record, role, totals }: ShownShiftPosition): ShiftPosition => ({
  id: record.id,
  sftrld: record.sftrld,
  rld: record.rld,
  role_name: role?.name ?? '',
  abbrvtn: role?.abbr ?? '',
  ...totals,
  ...shiftPositionFields(record),
  role_reliever_name: '',
});

export const toShiftPosition = (state: DbState, record: ShiftPositionRecord): ShiftPosition =>
  toShiftPositionRow(shownShiftPosition(state, record));

/** The rows of a shift's positions, highest priority first, then by role name. */
export const shiftPositionRows = (shown: readonly ShownShiftPosition[]): ShiftPosition[] =>
  shown
    .map(toShiftPositionRow)
    .sort((a, b) => b.priority_level - a.priority_level || a.role_name.localeCompare(b.role_name) || a.id - b.id);

/** The shift's positions, highest priority first, then by role name. */
export const shiftPositionList = (state: DbState, appId: string, sftd: string): ShiftPosition[] =>
  shiftPositionRows(shiftPositionsOf(state, appId, sftd).map((record) => shownShiftPosition(state, record)));

/** The response keys of configured daily employees (the spec writes t_tues). */
const CONFIGURED_KEYS: Record<ShiftDay, string> = {
  mon: 'mon',
  tue: 'tues',
  wed: 'wed',
  thu: 'thu',
  fri: 'fri',
  sat: 'sat',
  sun: 'sun',
  hld: 'hld',
};

export const configuredDaily = (state: DbState, appId: string, sftd: string): Omit<ConfiguredDailyResponse, 'status'> =>
  configuredDailyOf(shiftPositionsOf(state, appId, sftd), workingDayTargets(state, appId, sftd));

/** Configured daily employees from the shift's positions and its working-day targets (null: none). */
export function configuredDailyOf(
  positions: readonly ShiftPositionRecord[],
  workingDays: DayNumbers | null,
): Omit<ConfiguredDailyResponse, 'status'> {
  const allocated = allocatedOf(positions);
  const targets = workingDays ?? zeroDays();
  const entries = SHIFT_DAYS.flatMap((day) => [
    [`t_${CONFIGURED_KEYS[day]}`, allocated[day]],
    [`target_${CONFIGURED_KEYS[day]}`, targets[day]],
  ]);
  return Object.fromEntries(entries) as Omit<ConfiguredDailyResponse, 'status'>;
}
