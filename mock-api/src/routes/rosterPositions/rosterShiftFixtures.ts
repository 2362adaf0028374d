/** Test helpers of the shift position and shift employee routes: a shift of the demo site, app positions, payloads. */
import { Paths } from '../../contract';
import { addRecord, demo, shiftPayload } from '../../testing/harness';
import { testWorkingDays } from '../../testing/testWorkingDays';
import type { TestServer } from '../../testing/harness';

type Call = (path: string, payload: object) => Promise<any>;

export const SITE = demo.site.sd;
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;

/** Add a shift to the demo site (as the admin): its sftd. */
export async function addShift(call: Call, name = 'Day'): Promise<string> {
  const reply = await call(Paths.shifts.add, shiftPayload(name));
  if (reply.status !== 'OK') throw new Error(`shift add failed: ${JSON.stringify(reply)}`);
  return reply.sftd as string;
}

/** Add an app position (as the admin): its rld. */
export async function addRole(
  call: Call,
  name: string,
  abbr: string,
  hours = { m_hrs: 160, w_hrs: 40, d_hrs: 8 },
): Promise<string> {
  const reply = await call(Paths.positions.add, { employee_roles: { name, abbr, ...hours } });
  if (reply.status !== 'OK') throw new Error(`position add failed: ${JSON.stringify(reply)}`);
  return reply.rld as string;
}

/** Per-day numbers: `value` on every day unless given. */
export const days = (value = 0, fields: Partial<Record<(typeof DAYS)[number], number>> = {}) => ({
  ...Object.fromEntries(DAYS.map((day) => [day, value])),
  ...fields,
});

export const positionForm = (sftd: string, rld: string, fields: Record<string, unknown> = {}) => ({
  roster_shift_positions: {
    std: SITE,
    sftd,
    rld,
    monthly_hours: 160,
    weekly_hours: 40,
    dailly_hours: 8,
    ...days(1),
    priority_level: 50,
    ...fields,
  },
});

export const employeeForm = (sftd: string, empd: string, rld: string, fields: Record<string, unknown> = {}) => ({
  roster_shift_employees: {
    std: SITE,
    sftd,
    empd,
    rld,
    apply_wrkng_days: 1,
    monthly_hours: 160,
    weekly_hours: 40,
    dailly_hours: 8,
    ...days(0),
    ...fields,
  },
});

/** Store a working-days record for the shift (what the working-days save writes). */
export const workingDays = async (
  server: TestServer,
  sftd: string,
  counts: Partial<Record<(typeof DAYS)[number], number>>,
) =>
  await addRecord(server, 'shift_working_days', {
    ...testWorkingDays(1, demo.app.appId, { std: SITE, sftd }, { ...days(0), ...counts }),
  });

/** A shift of the demo site set up to be rostered (as the admin): one guard a day, two guards; its sftd. */
export async function rosterableShift(server: TestServer, call: Call, name: string, abbr: string): Promise<string> {
  const sftd = await addShift(call, name);
  const guard = await addRole(call, `Guard ${name}`, abbr);
  await workingDays(server, sftd, days(1));
  const position = await call(Paths.rosterSetup.positionAdd, positionForm(sftd, guard, days(1)));
  if (position.status !== 'OK') throw new Error(`shift position add failed: ${JSON.stringify(position)}`);
  const employees = server.readDb().employees.filter((one) => one.app_id === demo.app.appId && one.user_status === 0);
  for (const employee of employees.slice(0, 2)) {
    const added = await call(Paths.rosterSetup.employeeAdd, employeeForm(sftd, employee.emd, guard));
    if (added.status !== 'OK') throw new Error(`shift employee add failed: ${JSON.stringify(added)}`);
  }
  return sftd;
}
