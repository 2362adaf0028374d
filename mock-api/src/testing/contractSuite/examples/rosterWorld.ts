/**
 * The rosters' world of one suite run, made through the API as the demo admin: a site of the demo
 * client Acme Retail, a shift on it (06:00-12:00, one Guard a day), a position and three new
 * employees on the shift, its working days and rules, all named with the run's stamp; then a calculated
 * roster of next month. Calculations started by the examples are waited for before the run ends.
 */
import { Contract, Paths } from '../../../contract';
import { days, employeeForm, positionForm } from '../../../routes/rosterPositions/rosterShiftFixtures';
import { RosterStatus } from '@times/shared-sdk/schemas';
import { shiftPayload, sitePayload } from '../../harness';
import { workingDaysForm } from '../../writeCalls/shiftSetup';
import type { SuiteWorld } from '../world';
import { runPerson } from './setupWorld';

export interface RosterShift {
  std: string;
  sftd: string;
  rld: string;
  empds: string[];
}

export interface CalculatedRoster extends RosterShift {
  rstd: string;
}

/** One cell of the roster as the calendar sends it (swap, move), with its position's rld. */
export interface RosterCell {
  name: string;
  empd: string;
  entry_date: string;
  emp_rld: string;
  gender: number;
}

/** About 12 six-hour days a month each: the three share the month's one place a day, each with free days. */
export const HOURS = { monthly_hours: 72, weekly_hours: 24, dailly_hours: 6 };
/** Maximum consecutive days, minimum rest days, hour targets (roster-engine/src/rules/catalogue.ts). */
const RULES = [1, 2, 5] as const;
const CALCULATION_TIMEOUT_MS = 180_000;
const POLL_MS = 200;

/** The first day of the month `offset` months after this one (UTC), YYYY-MM-DD. */
export function monthStart(offset: number, now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/**
 * A new site and shift of the run named `name` (one place a day of a new position, abbreviated `abbr`) with these
 * employees on it (each with `hours`), its working days and `rules` (catalogue ids, in priority order).
 */
export async function staffedShift(
  world: SuiteWorld,
  name: string,
  abbr: string,
  empds: readonly string[],
  hours: typeof HOURS = HOURS,
  rules: readonly number[] = RULES,
): Promise<RosterShift> {
  const { sd: std } = await world.ok(Paths.sites.add, sitePayload(name));
  const { sftd } = await world.ok(Paths.shifts.add, shiftPayload(name, std));
  const { rld } = await world.ok(Paths.positions.add, {
    employee_roles: { name, abbr, m_hrs: 160, w_hrs: 40, d_hrs: 8 },
  });
  await world.ok(Paths.rosterSetup.positionAdd, positionForm(sftd, rld, { std, ...days(1), ...hours }));
  for (const emd of empds)
    await world.ok(Paths.rosterSetup.employeeAdd, employeeForm(sftd, emd, rld, { std, ...hours }));
  await world.ok(Paths.rosterSetup.workingDaysSave, workingDaysForm(sftd, { std }));
  for (const [index, id] of rules.entries()) {
    await world.ok(Paths.rosterSetup.ruleAdd, { std, sftd, roster_rule: { id, priority: index + 1 } });
  }
  return { std, sftd, rld, empds: [...empds] };
}

/** The run's shift, set up once: three new employees on it. */
export const rosterShift = (world: SuiteWorld): Promise<RosterShift> =>
  world.once('rosterShift', async () => {
    const empds: string[] = [];
    for (const letter of ['a', 'b', 'c']) {
      const { emd } = await world.ok(Paths.employees.add, { employee: runPerson(world, letter) });
      empds.push(emd);
    }
    return staffedShift(world, `Contract ${world.stamp}`, world.stamp.slice(0, 5).toUpperCase(), empds);
  });

/** Waits until the roster is no longer Processing: its status (Successful or Failed). */
export async function rosterSettled(world: SuiteWorld, std: string, sftd: string, rstd: string): Promise<string> {
  const deadline = Date.now() + CALCULATION_TIMEOUT_MS;
  for (;;) {
    const { roster } = await world.ok(Contract.rosters.status.path, { shftd: sftd, std, rstd });
    if (roster.roster_status !== RosterStatus.PROCESSING) return String(roster.roster_status);
    if (Date.now() > deadline) throw new Error(`roster ${rstd} still Processing after ${CALCULATION_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Next month's roster of the run's shift, calculated (Successful) once per run. */
export const calculatedRoster = (world: SuiteWorld): Promise<CalculatedRoster> =>
  world.once('calculatedRoster', async () => nextMonthRoster(world, await rosterShift(world)));

/** The shift's roster of next month, calculated (waited for: Successful, else it throws). */
export async function nextMonthRoster(world: SuiteWorld, shift: RosterShift): Promise<CalculatedRoster> {
  const { std, sftd } = shift;
  const start = { std, sftd, start_date: monthStart(1, world.now()), roster_ref: '', recalculate: 0 };
  const { roster_ref: rstd } = await world.ok(Contract.rosters.startCalculation.path, start);
  const status = await rosterSettled(world, std, sftd, rstd);
  if (status !== RosterStatus.SUCCESSFUL) throw new Error(`the run's roster ${rstd} ended ${status}`);
  return { ...shift, rstd };
}

/** The roster's payload head of the edit calls. */
export const editHead = ({ std, sftd, rstd }: CalculatedRoster) => ({ std, sftd, roster_ref: rstd });

/** Every assigned cell of the roster now (its details' first page holds the run's three employees). */
export async function assignedCells(world: SuiteWorld, roster: CalculatedRoster): Promise<RosterCell[]> {
  const details = await world.ok(Contract.rosters.details.path, {
    shftd: roster.sftd,
    std: roster.std,
    rstd: roster.rstd,
    page_number: 1,
  });
  const employees = new Map<number, { emd: string; name: string }>(
    details.employees.map((employee: { id: number; emd: string; name: string }) => [employee.id, employee]),
  );
  const positions = new Map<number, string>(
    details.positions.map((position: { id: number; rld: string }) => [position.id, position.rld]),
  );
  return details.roster_details.map(
    (day: { employee_id: number; entry_date: string; employee_role_id: number; gender: number }) => ({
      name: employees.get(day.employee_id)?.name ?? '',
      empd: employees.get(day.employee_id)?.emd ?? '',
      entry_date: day.entry_date,
      emp_rld: positions.get(day.employee_role_id) ?? '',
      gender: day.gender,
    }),
  );
}

/** The days of the roster's period, YYYY-MM-DD. */
export async function periodDays(world: SuiteWorld, roster: CalculatedRoster): Promise<string[]> {
  const { roster: header } = await world.ok(Contract.rosters.status.path, {
    shftd: roster.sftd,
    std: roster.std,
    rstd: roster.rstd,
  });
  const dates: string[] = [];
  for (let day = new Date(`${header.start_date}T00:00:00Z`); day.toISOString().slice(0, 10) <= header.end_date;) {
    dates.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return dates;
}
