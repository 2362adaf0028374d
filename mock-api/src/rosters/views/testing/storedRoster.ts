/**
 * Test support for the roster read and edit calls: a shift with positions on the demo site, a
 * model of demo employees built by hand, and a calculated roster put straight into the store (the
 * start-calculation call is not needed). Position ids are the positions' rld and employee ids the
 * employees' emd, so names resolve as they will for a real roster.
 */
import { Paths } from '../../../contract';
import type { Assignment, EngineEmployee, RosterModel, RosterResult } from '@times/roster-engine';
import { addDays, computeRoster, revalidate } from '@times/roster-engine';
import { assignDays, makeEmployee, makeModel, makePosition, perDay } from '@times/roster-engine/testing';
import type { RosterRecord } from '../../../store/types';
import { storedRoster } from '../../../testing/editRosters';
import { demo, editStore, shiftPayload } from '../../../testing/harness';
import type { Reply, TestServer } from '../../../testing/harness';

type Call = (path: string, payload: object) => Promise<Reply['body']>;

/** The engine's answer for hand-made assignments (what a calculation ending on them would store). */
export function resultOf(model: RosterModel, assignments: readonly Assignment[]): RosterResult {
  const { assignments: placed, check, totals, summary } = revalidate(model, assignments);
  return {
    assignments: placed,
    violations: check.violations,
    uncovered: check.uncovered,
    score: check.score,
    totals,
    summary,
    search: { iterations: 0, elapsedMs: 0, seed: model.seed },
  };
}

/** The engine's own roster for the model. */
export const calculatedResult = (model: RosterModel): RosterResult => computeRoster(model);

let nextRosterId = 1_000;

/** A roster record in the store (Successful with the model and result unless told otherwise). */
export async function putRoster(
  server: TestServer,
  fields: Partial<RosterRecord> & Pick<RosterRecord, 'sftd'>,
): Promise<RosterRecord> {
  nextRosterId += 1;
  const days = fields.model?.days ?? [];
  const record: RosterRecord = {
    id: nextRosterId,
    rstd: `rst-test-${nextRosterId}`,
    app_id: demo.app.appId,
    std: demo.site.sd,
    // Without a model, a week of its own: two rosters of one shift never hold one period.
    start_date: days[0]?.date ?? addDays('2027-01-04', 7 * nextRosterId),
    end_date: days[days.length - 1]?.date ?? addDays('2027-01-10', 7 * nextRosterId),
    period_type: 2,
    status: 'Successful',
    failure_reason: '',
    created_by_id: String(demo.admin.id),
    created_by: demo.admin.name,
    started_at: '2026-03-01T08:00:00.000Z',
    finished_at: '2026-03-01T08:00:05.000Z',
    calculation: 1,
    model: null,
    result: null,
    // Still calculating: on this server, which is alive (the rosters of a process that went away fail).
    ...(fields.status === 'Processing' ? { calc_owner: server.api.instanceId } : {}),
    ...fields,
  };
  await editStore(server, (draft) => {
    draft.rosters.push(record);
  });
  // As stored: on PostgreSQL the rosters' table numbers it.
  return (await storedRoster(server, record.rstd))!;
}

let nextShift = 1;

/** A new shift on site `std` (the demo site) with new app positions; their sftd and rld. */
export async function shiftWithPositions(
  call: Call,
  positions: readonly { name: string; abbr: string }[],
  std: string = demo.site.sd,
): Promise<{ sftd: string; rlds: string[] }> {
  nextShift += 1;
  const shift = await call(Paths.shifts.add, shiftPayload(`Shift ${nextShift}`, std));
  if (shift.status !== 'OK') throw new Error(`shift add failed: ${JSON.stringify(shift)}`);
  const rlds: string[] = [];
  for (const position of positions) {
    const added = await call(Paths.positions.add, { employee_roles: position });
    if (added.status !== 'OK') throw new Error(`position add failed: ${JSON.stringify(added)}`);
    rlds.push(added.rld as string);
  }
  return { sftd: shift.sftd as string, rlds };
}

/**
 * The roster the call tests share: Mon 2026-12-07 … Sun 2026-12-13; Guards (2 a day) and a
 * Supervisor (1 a day); demo employees 0-3 guards, 4-5 supervisors, 8 hours a day, a target of 4
 * days; employee 0 on leave on Thursday; rules LEAVE_DAYS, MAX_CONSECUTIVE (4) and HOUR_TARGETS.
 * Guards: e0 Mon Tue Wed Fri, e1 Mon Tue Thu Fri, e2 Wed Thu Sat Sun, e3 Sat Sun (2 short of
 * target). Supervisors: e4 Mon-Thu, e5 Fri Sat (2 short); Sunday's supervisor is uncovered.
 */
export function weekModel(
  server: TestServer,
  rlds: readonly string[],
): { model: RosterModel; assignments: Assignment[]; emds: string[] } {
  const [guard = '', supervisor = ''] = rlds;
  const people = server
    .readDb()
    .employees.filter((employee) => employee.app_id === demo.app.appId)
    .slice(0, 6);
  const employees: EngineEmployee[] = people.map((person, i) =>
    makeEmployee(person.emd, i < 4 ? guard : supervisor, {
      name: person.name,
      surname: person.surname,
      gender: person.gender,
      targetDays: 4,
      leave: i === 0 ? ['2026-12-10'] : [],
    }),
  );
  const model = makeModel({
    start: '2026-12-07',
    dayCount: 7,
    positions: [
      makePosition(guard, 'Guard', { abbr: 'GRD', required: perDay(2) }),
      makePosition(supervisor, 'Supervisor', { abbr: 'SUP', required: perDay(1) }),
    ],
    employees,
    rules: ['LEAVE_DAYS', 'MAX_CONSECUTIVE', 'HOUR_TARGETS'],
    workingDays: { maxConsecutive: 4, required: perDay(3) },
    timeLimitMs: 300,
  });
  const emds = employees.map((employee) => employee.id);
  const plan: number[][] = [
    [0, 1, 2, 4],
    [0, 1, 3, 4],
    [2, 3, 5, 6],
    [5, 6],
    [0, 1, 2, 3],
    [4, 5],
  ];
  const assignments = plan.flatMap((days, i) => assignDays(model, emds[i]!, days));
  return { model, assignments, emds };
}
