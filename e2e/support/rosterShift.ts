/**
 * Sets up a roster-ready shift through the API, as an admin would through the wizard: a shift on a
 * site, a position, the working days, the shift position and its shift employees. Used by the
 * roster journeys and the calendar bench.
 */
import { demoEnded } from './demo';
import type { ApiUser } from './api';
import { stackNow } from './stackClock';

export interface RosterShiftSetup {
  site: string;
  shiftName: string;
  roleName: string;
  abbr: string;
  /** The shift's hours (HH:MM; an end at or before the start ends the next day); 06:00-14:00 unless given. */
  times?: { start: string; end: string };
  /** Employees (emd) put on the shift. */
  employees: readonly string[];
  /** People required every day (working days and the position's minimum). */
  perDay: number;
  maxConsecutive?: number;
  minRest?: number;
  /** Roster rules assigned in this order (catalogue ids: 1 maximum consecutive days, 2 minimum rest days, …). */
  rules?: readonly number[];
}

export interface RosterShiftCodes {
  sftd: string;
  rld: string;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;
const everyDay = (value: number) => Object.fromEntries(DAYS.map((day) => [day, value]));

async function ok(reply: Promise<Record<string, unknown> & { status: string }>, what: string) {
  const answer = await reply;
  if (answer.status !== 'OK') throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer)}`);
  return answer;
}

export async function setUpRosterShift(admin: ApiUser, setup: RosterShiftSetup): Promise<RosterShiftCodes> {
  const { site: std, perDay } = setup;
  // Not planned with the demo's rosters (support/demo.ts).
  await demoEnded();
  const shift = await ok(
    admin.call('/api/rstgen/7564', {
      site_shift: {
        nm: setup.shiftName,
        std,
        start_time: setup.times?.start ?? '06:00',
        end_time: setup.times?.end ?? '14:00',
      },
    }),
    'shift',
  );
  const role = await ok(
    admin.call('/api/empl/7653', {
      employee_roles: { name: setup.roleName, abbr: setup.abbr, m_hrs: 160, w_hrs: 40, d_hrs: 8, ...everyDay(1) },
    }),
    'position',
  );
  const sftd = String(shift.sftd);
  const rld = String(role.rld);
  await ok(
    admin.call('/api/rstrl/43002', {
      roster_rules_workingdays: {
        std,
        sftd,
        period_type: 1,
        roster_start_day: 1,
        max_cons_days: setup.maxConsecutive ?? 5,
        min_rest_days: setup.minRest ?? 1,
        hasOvertime: 0,
        ...everyDay(perDay),
      },
    }),
    'working days',
  );
  await ok(
    admin.call('/api/rstgen/556112', {
      roster_shift_positions: {
        std,
        sftd,
        rld,
        monthly_hours: 160,
        weekly_hours: 40,
        dailly_hours: 8,
        priority_level: 50,
        ...everyDay(perDay),
      },
    }),
    'shift position',
  );
  for (const empd of setup.employees) {
    await ok(
      admin.call('/api/rstgen/65435', {
        roster_shift_employees: {
          std,
          sftd,
          empd,
          rld,
          apply_wrkng_days: 0,
          monthly_hours: 0,
          weekly_hours: 0,
          dailly_hours: 8,
          ...everyDay(0),
        },
      }),
      `shift employee ${empd}`,
    );
  }
  for (const [index, id] of (setup.rules ?? []).entries()) {
    await ok(admin.call('/api/rstrl/43004', { std, sftd, roster_rule: { id, priority: index + 1 } }), `rule ${id}`);
  }
  return { sftd, rld };
}

/** Adds `count` employees to the app (South African mobiles) and answers their emd. */
export async function addEmployees(admin: ApiUser, count: number, prefix: string): Promise<string[]> {
  const emds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const added = await ok(
      admin.call('/api/empl/6456', {
        employee: {
          name: `${prefix}${i}`,
          surname: 'Bench',
          country_id: 209,
          country_code: 27,
          date_of_birth: '1990-01-15',
          mobile: `08${String(30_000_000 + i).padStart(8, '0')}`,
          gender: (i % 2) + 1,
          isIDOrPass: 2,
          idOrPass: `P${prefix}${i}`,
          employee_number: `${prefix}-${i}`,
        },
      }),
      `employee ${i}`,
    );
    emds.push(String(added.emd));
  }
  return emds;
}

/** The first day of next month, YYYY-MM-DD (local time, as the roster screens count). */
export function nextMonthStart(): string {
  return monthStart(1);
}

/** The first day of the month `ahead` months from the stack's today ('YYYY-MM-01'). */
export function monthStart(ahead: number): string {
  const now = stackNow();
  const next = new Date(now.getFullYear(), now.getMonth() + ahead, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * Calculates the shift's roster of the month starting `start`: a new one, or again the one a retried
 * journey started before. Answers its reference.
 */
export async function calculateMonthRoster(admin: ApiUser, site: string, sftd: string, start: string): Promise<string> {
  const periods = await admin.call('/api/rostStats/881245', { std: site, shftd: sftd });
  const existing = (periods.roster_period as { rstd: string; start_date: string }[] | undefined)?.find(
    (one) => one.start_date === start,
  );
  const started = await admin.call('/api/rostCalc/645622', {
    std: site,
    sftd,
    start_date: start,
    roster_ref: existing?.rstd ?? '',
    recalculate: existing ? 1 : 0,
  });
  if (started.status !== 'OK') throw new Error(`roster start: ${started.status}`);
  return String(started.roster_ref);
}

/** Starts the calculation of the shift's roster for next month; answers its reference, or throws with the status. */
export async function startNextMonthRoster(admin: ApiUser, site: string, sftd: string): Promise<string> {
  const started = await admin.call('/api/rostCalc/645622', {
    std: site,
    sftd,
    start_date: nextMonthStart(),
    roster_ref: '',
    recalculate: 0,
  });
  if (started.status !== 'OK') throw new Error(`roster start: ${started.status}`);
  return String(started.roster_ref);
}
