/**
 * The demo's set-up, made as an administrator makes it at the screens: the positions, the new site,
 * then every shift through the wizard's four steps (working days, positions, employees, rules).
 */
import { Paths } from '../contract';
import type { DemoCaller } from './demoCaller';
import { DEMO_POSITIONS, DEMO_SHIFTS, DEMO_SITE, PRETORIA_CENTRAL } from './demoPlan';
import type { DayCounts, DemoShift } from './demoPlan';

const DAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;

const byDay = (counts: DayCounts): Record<string, number> =>
  Object.fromEntries(DAY_CODES.map((code, index) => [code, counts[index] ?? 0]));

const sumOf = (shift: DemoShift): DayCounts =>
  DAY_CODES.map((_, index) =>
    shift.positions.reduce((sum, position) => sum + (position.perDay[index] ?? 0), 0),
  ) as unknown as DayCounts;

export interface DemoShiftRef {
  key: string;
  std: string;
  sftd: string;
}

export interface DemoSetup {
  /** Site codes: Pretoria Central first, then the new site. */
  sites: string[];
  shifts: DemoShiftRef[];
}

const p = Paths;

async function addPositions(api: DemoCaller): Promise<Map<string, string>> {
  const rld = new Map<string, string>();
  for (const position of DEMO_POSITIONS) {
    const added = await api.ok(p.positions.add, {
      employee_roles: {
        name: position.name,
        abbr: position.abbr,
        m_hrs: position.monthlyHours,
        w_hrs: position.weeklyHours,
        d_hrs: position.dailyHours,
        ...byDay([1, 1, 1, 1, 1, 1, 1, 1]),
      },
    });
    rld.set(position.key, String(added.rld));
  }
  return rld;
}

async function setUpShift(api: DemoCaller, shift: DemoShift, std: string, rld: Map<string, string>) {
  const added = await api.ok(p.shifts.add, {
    site_shift: { nm: shift.name, std, start_time: shift.start, end_time: shift.end },
  });
  const sftd = String(added.sftd);
  await api.ok(p.rosterSetup.workingDaysSave, {
    roster_rules_workingdays: {
      std,
      sftd,
      period_type: 1,
      roster_start_day: 1,
      max_cons_days: shift.maxConsecutive,
      min_rest_days: shift.minRest,
      hasOvertime: 0,
      ...byDay(sumOf(shift)),
    },
  });
  for (const position of shift.positions) {
    const spec = DEMO_POSITIONS.find((candidate) => candidate.key === position.position);
    const code = rld.get(position.position);
    if (!spec || !code) throw new Error(`demo: no position ${position.position}`);
    await api.ok(p.rosterSetup.positionAdd, {
      roster_shift_positions: {
        std,
        sftd,
        rld: code,
        monthly_hours: spec.monthlyHours,
        weekly_hours: spec.weeklyHours,
        dailly_hours: spec.dailyHours,
        priority_level: position.priority,
        ...byDay(position.perDay),
      },
    });
    for (const empd of position.employees) {
      await api.ok(p.rosterSetup.employeeAdd, {
        roster_shift_employees: {
          std,
          sftd,
          empd,
          rld: code,
          apply_wrkng_days: 0,
          // The position's hours as each employee's own: the hour targets share the work evenly.
          monthly_hours: spec.monthlyHours,
          weekly_hours: spec.weeklyHours,
          dailly_hours: spec.dailyHours,
          ...byDay([0, 0, 0, 0, 0, 0, 0, 0]),
        },
      });
    }
  }
  for (const [index, id] of shift.rules.entries()) {
    await api.ok(p.rosterSetup.ruleAdd, { std, sftd, roster_rule: { id, priority: index + 1 } });
  }
  return sftd;
}

export async function setUpDemo(api: DemoCaller): Promise<DemoSetup> {
  const rld = await addPositions(api);
  const site = await api.ok(p.sites.add, DEMO_SITE);
  const sandton = String(site.sd);
  const shifts: DemoShiftRef[] = [];
  for (const shift of DEMO_SHIFTS) {
    const std = shift.site === 'sandton' ? sandton : PRETORIA_CENTRAL;
    shifts.push({ key: shift.key, std, sftd: await setUpShift(api, shift, std, rld) });
  }
  return { sites: [PRETORIA_CENTRAL, sandton], shifts };
}
