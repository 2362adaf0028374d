/**
 * An employee's forbidden shift successions over HTTP (issue 16): the details list the shifts the
 * employee is on at every site to choose from, a save stores the pairs (read the same from every
 * shift, handed to the engine of the shifts named), bad pairs are refused with their field and
 * message and nothing stored, and the rights are those of the availability.
 */
import { FormId, Paths, RightId } from '../../contract';
import { engineAvailability } from '../../roster-setup/availability';
import { NO_SESSION, demo, shiftPayload, sitePayload, useDemoServer } from '../../testing/harness';
import { setSupervisorsRight } from '../../testing/writeCalls/actors';
import { SITE, addRole, addShift, days, employeeForm, positionForm } from '../rosterPositions/rosterShiftFixtures';
import { removeRecords } from '../../testing/removeRecords';

const ctx = useDemoServer('admin');
const { call } = ctx;
const R = Paths.rosterSetup;

/** Thabo on the Late and Early shifts of the demo site and the Early shift of Hatfield; Lerato on Late only. */
async function setup() {
  const late = await addShift(call, 'Late');
  const early = await addShift(call, 'Early');
  const { sd: hatfield } = await call(Paths.sites.add, sitePayload('Hatfield'));
  const { sftd: away } = await call(Paths.shifts.add, shiftPayload('Early', hatfield as string));
  const other = await addShift(call, 'Night');
  const guard = await addRole(call, 'Guard', 'GRD');
  const [thabo, lerato] = ctx.server.readDb().employees.filter((employee) => employee.app_id === demo.app.appId);
  const on = async (std: string, sftd: string, emd: string) => {
    await call(R.positionAdd, positionForm(sftd, guard, { std, ...days(1) }));
    return (await call(R.employeeAdd, employeeForm(sftd, emd, guard, { std }))).rshftempd as string;
  };
  const rshftempd = await on(SITE, late, thabo!.emd);
  const earlyId = await on(SITE, early, thabo!.emd);
  await on(hatfield as string, away as string, thabo!.emd);
  await on(SITE, other, lerato!.emd);
  return {
    late,
    early,
    away: away as string,
    other,
    hatfield: hatfield as string,
    emd: thabo!.emd,
    rshftempd,
    earlyId,
  };
}

const empty = { unavailable_dates: [], unavailable_days: [], requests: [] };
const pair = (first_sftd: string, next_sftd: string) => ({ first_sftd, next_sftd });

describe('forbidden shift successions', () => {
  it("lists the employee's shifts of every site, saves the pairs and answers them from every shift", async () => {
    const { late, early, away, hatfield, emd, rshftempd, earlyId } = await setup();
    const details = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd: late });
    expect(details.employee_availability.forbidden_successions).toEqual([]);
    expect(details.employee_shifts).toEqual([
      { sftd: away, shift_name: 'Early', std: hatfield, site_name: 'Hatfield' },
      { sftd: early, shift_name: 'Early', std: SITE, site_name: demo.site.name },
      { sftd: late, shift_name: 'Late', std: SITE, site_name: demo.site.name },
    ]);
    const successions = [pair(late, early), pair(late, away)];
    const saved = { ...empty, forbidden_successions: successions };
    expect(await call(R.availabilitySave, { rshftempd, std: SITE, sftd: late, employee_availability: saved })).toEqual({
      status: 'OK',
    });
    for (const [id, sftd] of [
      [rshftempd, late],
      [earlyId, early],
    ] as const) {
      const answer = await call(R.availabilityDetails, { rshftempd: id, std: SITE, sftd });
      expect(answer.employee_availability.forbidden_successions).toEqual(successions);
    }
    // The engine of each shift gets the pairs it is part of, by shift id.
    const db = ctx.server.readDb();
    const engine = (sftd: string) =>
      engineAvailability(db, demo.app.appId, emd, sftd, '2026-04-01', '2026-04-30')?.forbiddenSuccessions;
    expect(engine(late)).toEqual([
      { first: late, next: early },
      { first: late, next: away },
    ]);
    expect(engine(early)).toEqual([{ first: late, next: early }]);
    // A save without the pairs clears them; they are no longer handed on.
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd: late, employee_availability: empty });
    expect(engineAvailability(ctx.server.readDb(), demo.app.appId, emd, early, '2026-04-01', '2026-04-30')).toBe(
      undefined,
    );
  });

  it('answers only the pairs of shifts the employee is still on', async () => {
    const { late, early, away, rshftempd } = await setup();
    const saved = { ...empty, forbidden_successions: [pair(late, early), pair(away, late)] };
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd: late, employee_availability: saved });
    await removeRecords(ctx.server, 'shift_employees', (record) => record.sftd === away);
    const answer = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd: late });
    expect(answer.employee_availability.forbidden_successions).toEqual([pair(late, early)]);
    expect(answer.employee_shifts.map((shift: { sftd: string }) => shift.sftd)).not.toContain(away);
  });

  it('refuses bad pairs with the field and message, and stores nothing', async () => {
    const { late, early, other, rshftempd } = await setup();
    const save = (forbidden_successions: unknown) =>
      call(R.availabilitySave, {
        rshftempd,
        std: SITE,
        sftd: late,
        employee_availability: { ...empty, forbidden_successions },
      });
    const list = 'employee_availability.forbidden_successions';
    const many = Array.from({ length: 21 }, (_, k) => pair(`${late}${k}`, early));
    const cases: [unknown, string, string][] = [
      [[pair(late, late)], `${list}[0].next_sftd`, 'Choose two different shifts'],
      [[pair(late, early), pair(late, early)], list, 'This succession is already in the list'],
      [[pair('', early)], `${list}[0].first_sftd`, 'Select the first shift'],
      [[{ first_sftd: late }], `${list}[0].next_sftd`, 'Select the shift of the next day'],
      [many, list, 'At most 20 forbidden successions'],
      // Lerato's Night shift is not Thabo's; nor is a shift that does not exist.
      [[pair(late, early), pair(other, late)], `${list}[1].first_sftd`, 'Choose shifts the employee is on'],
      [[pair(late, 'nope')], `${list}[0].next_sftd`, 'Choose shifts the employee is on'],
    ];
    for (const [pairs, field, message] of cases) {
      const answer = await save(pairs);
      expect([field, answer.status, answer.errors?.[field]]).toEqual([field, 'VALIDATION_ERROR', message]);
    }
    expect(ctx.server.readDb().employee_availability).toEqual([]);
    // Both ways round are two pairs.
    expect(await save([pair(late, early), pair(early, late)])).toEqual({ status: 'OK' });
  });

  it('lets a viewer read the pairs but not save them, and answers INVALID without a session', async () => {
    const { late, early, rshftempd } = await setup();
    const payload = {
      rshftempd,
      std: SITE,
      sftd: late,
      employee_availability: { ...empty, forbidden_successions: [pair(late, early)] },
    };
    await setSupervisorsRight(ctx.server, { formId: FormId.ROSTER, rightId: RightId.ROSTER_VIEW }, true);
    const group = ctx.sessions.group;
    const read = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd: late }, group);
    expect(read.employee_shifts).toHaveLength(3);
    expect(await call(R.availabilitySave, payload, group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(ctx.server.readDb().employee_availability).toEqual([]);
    expect((await ctx.server.call(R.availabilitySave, payload, NO_SESSION)).body).toEqual({ status: 'INVALID' });
  });
});
