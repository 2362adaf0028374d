/**
 * A shift employee's availability over HTTP: details and save (good input, the schema's messages,
 * a date out of range, requests of other shifts kept), the statuses of a wrong shift or
 * employee, rights (view only reads, none is refused, no session is INVALID), and what reaches the
 * engine's model.
 */
import { Paths } from '../../contract';
import { engineAvailability } from '../../roster-setup/availability';
import { NO_SESSION, demo, useDemoServer } from '../../testing/harness';
import { setSupervisorsRight } from '../../testing/writeCalls/actors';
import { FormId, RightId } from '../../contract';
import { SITE, addRole, addShift, days, employeeForm, positionForm } from '../rosterPositions/rosterShiftFixtures';

const ctx = useDemoServer('admin');
const { call } = ctx;
const R = Paths.rosterSetup;

/** A shift with a Guard position and Thabo on it; a second shift with Thabo too. */
async function setup() {
  const sftd = await addShift(call);
  const night = await addShift(call, 'Night');
  const guard = await addRole(call, 'Guard', 'GRD');
  await call(R.positionAdd, positionForm(sftd, guard, days(1)));
  await call(R.positionAdd, positionForm(night, guard, days(1)));
  const thabo = ctx.server.readDb().employees.find((employee) => employee.app_id === demo.app.appId)!;
  const { rshftempd } = await call(R.employeeAdd, employeeForm(sftd, thabo.emd, guard));
  const { rshftempd: nightId } = await call(R.employeeAdd, employeeForm(night, thabo.emd, guard));
  return { sftd, night, emd: thabo.emd, rshftempd: rshftempd as string, nightId: nightId as string };
}

const availability = (fields: object = {}) => ({
  unavailable_dates: ['2026-03-20', '2026-03-10'],
  unavailable_days: ['sun', 'sat'],
  requests: [
    { entry_date: '2026-03-12', work: 0, weight: 8, this_shift: 1 },
    { entry_date: '2026-03-11', work: 1, weight: 3, this_shift: 0 },
  ],
  ...fields,
});

describe('availability details and save', () => {
  it('answers empty lists, saves, and answers what was saved in order', async () => {
    const { sftd, rshftempd } = await setup();
    expect(await call(R.availabilityDetails, { rshftempd, std: SITE, sftd })).toEqual({
      status: 'OK',
      employee_availability: {
        unavailable_dates: [],
        unavailable_days: [],
        requests: [],
        min_hours: null,
        max_hours: null,
        max_weekends: null,
        min_consecutive_days: null,
        min_consecutive_days_off: null,
        max_shifts: null,
        forbidden_successions: [],
      },
      other_shift_requests: 0,
      employee_shifts: expect.any(Array),
    });
    expect(
      await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: availability() }),
    ).toEqual({ status: 'OK' });
    expect(await call(R.availabilityDetails, { rshftempd, std: SITE, sftd })).toEqual({
      status: 'OK',
      employee_availability: {
        unavailable_dates: ['2026-03-10', '2026-03-20'],
        unavailable_days: ['sat', 'sun'],
        requests: [
          { entry_date: '2026-03-11', work: 1, weight: 3, this_shift: 0 },
          { entry_date: '2026-03-12', work: 0, weight: 8, this_shift: 1 },
        ],
        min_hours: null,
        max_hours: null,
        max_weekends: null,
        min_consecutive_days: null,
        min_consecutive_days_off: null,
        max_shifts: null,
        forbidden_successions: [],
      },
      other_shift_requests: 0,
      employee_shifts: expect.any(Array),
    });
  });

  it("keeps another shift's requests when saving from this one, and shows them there only", async () => {
    const { sftd, night, rshftempd, nightId } = await setup();
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: availability() });
    const fromNight = await call(R.availabilityDetails, { rshftempd: nightId, std: SITE, sftd: night });
    // The weekdays and dates are the employee's; the request for the day shift only is not shown.
    expect(fromNight.employee_availability.unavailable_days).toEqual(['sat', 'sun']);
    expect(fromNight.employee_availability.requests).toEqual([
      { entry_date: '2026-03-11', work: 1, weight: 3, this_shift: 0 },
    ]);
    expect(fromNight.other_shift_requests).toBe(1);
    const nightSave = availability({ requests: [{ entry_date: '2026-03-15', work: 1, weight: 2, this_shift: 1 }] });
    expect(
      await call(R.availabilitySave, { rshftempd: nightId, std: SITE, sftd: night, employee_availability: nightSave }),
    ).toEqual({ status: 'OK' });
    const day = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd });
    expect(day.employee_availability.requests).toEqual([
      { entry_date: '2026-03-12', work: 0, weight: 8, this_shift: 1 },
    ]);
    expect(day.other_shift_requests).toBe(1);
    expect(ctx.server.readDb().employee_availability).toHaveLength(1);
  });

  it("gives the engine the period's dates, the weekdays and this shift's requests", async () => {
    const { sftd, night, emd, rshftempd } = await setup();
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: availability() });
    const db = ctx.server.readDb();
    expect(engineAvailability(db, demo.app.appId, emd, sftd, '2026-03-01', '2026-03-15')).toEqual({
      unavailableDates: ['2026-03-10'],
      unavailableWeekdays: ['sat', 'sun'],
      requests: [
        { date: '2026-03-11', work: true, weight: 3 },
        { date: '2026-03-12', work: false, weight: 8 },
      ],
    });
    expect(engineAvailability(db, demo.app.appId, emd, night, '2026-03-01', '2026-03-15')?.requests).toEqual([
      { date: '2026-03-11', work: true, weight: 3 },
    ]);
  });

  it('saves the hour limits, answers them from every shift and gives them to the engine', async () => {
    const { sftd, night, emd, rshftempd, nightId } = await setup();
    const limits = { unavailable_dates: [], unavailable_days: [], requests: [], min_hours: 80, max_hours: 160 };
    expect(await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: limits })).toEqual({
      status: 'OK',
    });
    const fromNight = await call(R.availabilityDetails, { rshftempd: nightId, std: SITE, sftd: night });
    expect([fromNight.employee_availability.min_hours, fromNight.employee_availability.max_hours]).toEqual([80, 160]);
    const db = ctx.server.readDb();
    expect(engineAvailability(db, demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toEqual({
      unavailableDates: [],
      unavailableWeekdays: [],
      requests: [],
      minHours: 80,
      maxHours: 160,
    });
    // Empty fields ('' from the form) clear them; a payload without them has no limits.
    await call(R.availabilitySave, {
      rshftempd,
      std: SITE,
      sftd,
      employee_availability: { ...limits, min_hours: '', max_hours: 0 },
    });
    let saved = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd });
    expect([saved.employee_availability.min_hours, saved.employee_availability.max_hours]).toEqual([null, 0]);
    expect(engineAvailability(ctx.server.readDb(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toEqual(
      expect.objectContaining({ maxHours: 0 }),
    );
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: availability() });
    saved = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd });
    expect([saved.employee_availability.min_hours, saved.employee_availability.max_hours]).toEqual([null, null]);
  });

  it('saves the maximum weekends, answers it from every shift and gives it to the engine', async () => {
    const { sftd, night, emd, rshftempd, nightId } = await setup();
    const limits = { unavailable_dates: [], unavailable_days: [], requests: [], max_weekends: 2 };
    expect(await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: limits })).toEqual({
      status: 'OK',
    });
    const fromNight = await call(R.availabilityDetails, { rshftempd: nightId, std: SITE, sftd: night });
    expect(fromNight.employee_availability.max_weekends).toBe(2);
    expect(engineAvailability(ctx.server.readDb(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toEqual({
      unavailableDates: [],
      unavailableWeekdays: [],
      requests: [],
      maxWeekends: 2,
    });
    // 0 is a limit (no weekend at all); an empty field clears it.
    await call(R.availabilitySave, {
      rshftempd,
      std: SITE,
      sftd,
      employee_availability: { ...limits, max_weekends: 0 },
    });
    expect(engineAvailability(ctx.server.readDb(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toEqual(
      expect.objectContaining({ maxWeekends: 0 }),
    );
    await call(R.availabilitySave, {
      rshftempd,
      std: SITE,
      sftd,
      employee_availability: { ...limits, max_weekends: '' },
    });
    const saved = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd });
    expect(saved.employee_availability.max_weekends).toBeNull();
    expect(
      engineAvailability(ctx.server.readDb(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31'),
    ).toBeUndefined();
  });

  it('saves the minimum days in a row and gives it to the engine', async () => {
    const { sftd, emd, rshftempd } = await setup();
    const limits = { unavailable_dates: [], unavailable_days: [], requests: [], min_consecutive_days: 3 };
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: limits });
    const saved = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd });
    expect(saved.employee_availability.min_consecutive_days).toBe(3);
    expect(engineAvailability(ctx.server.readDb(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toEqual({
      unavailableDates: [],
      unavailableWeekdays: [],
      requests: [],
      minConsecutiveDays: 3,
    });
  });

  it("saves the days off in a row and this shift's most shifts, keeps the other shift's, and gives them to the engine", async () => {
    const { sftd, night, emd, rshftempd, nightId } = await setup();
    const plain = { unavailable_dates: [], unavailable_days: [], requests: [] };
    await call(R.availabilitySave, {
      rshftempd: nightId,
      std: SITE,
      sftd: night,
      employee_availability: { ...plain, max_shifts: 5 },
    });
    await call(R.availabilitySave, {
      rshftempd,
      std: SITE,
      sftd,
      employee_availability: { ...plain, min_consecutive_days_off: 2, max_shifts: 3 },
    });
    const saved = await call(R.availabilityDetails, { rshftempd, std: SITE, sftd });
    expect(saved.employee_availability).toMatchObject({ min_consecutive_days_off: 2, max_shifts: 3 });
    const atNight = await call(R.availabilityDetails, { rshftempd: nightId, std: SITE, sftd: night });
    expect(atNight.employee_availability).toMatchObject({ min_consecutive_days_off: 2, max_shifts: 5 });
    const state = () => ctx.server.readDb();
    expect(engineAvailability(state(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toEqual({
      unavailableDates: [],
      unavailableWeekdays: [],
      requests: [],
      minConsecutiveDaysOff: 2,
      maxShifts: 3,
    });
    expect(engineAvailability(state(), demo.app.appId, emd, night, '2026-03-01', '2026-03-31')).toMatchObject({
      maxShifts: 5,
    });
    // An empty field from the night shift clears its value only; 0 is a limit (never rostered).
    await call(R.availabilitySave, {
      rshftempd: nightId,
      std: SITE,
      sftd: night,
      employee_availability: { ...plain, max_shifts: null },
    });
    expect(engineAvailability(state(), demo.app.appId, emd, night, '2026-03-01', '2026-03-31')).toBeUndefined();
    await call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: { ...plain, max_shifts: 0 } });
    expect(engineAvailability(state(), demo.app.appId, emd, sftd, '2026-03-01', '2026-03-31')).toMatchObject({
      maxShifts: 0,
    });
  });

  it('refuses bad input with the field and message, and stores nothing', async () => {
    const { sftd, rshftempd } = await setup();
    const save = (fields: object) =>
      call(R.availabilitySave, { rshftempd, std: SITE, sftd, employee_availability: availability(fields) });
    const cases: [object, string, string][] = [
      [{ unavailable_dates: ['2026-02-30'] }, 'employee_availability.unavailable_dates[0]', 'Select valid date'],
      [
        { unavailable_dates: ['2026-03-10', '2026-03-10'] },
        'employee_availability.unavailable_dates',
        'This date is already in the list',
      ],
      [{ unavailable_days: ['sat', 'hld'] }, 'employee_availability.unavailable_days[1]', 'Select a weekday'],
      [
        { requests: [{ entry_date: '2026-03-12', work: 0, weight: 11, this_shift: 0 }] },
        'employee_availability.requests[0].weight',
        'Weight is a whole number from 1 to 10',
      ],
      [
        { requests: [{ entry_date: '2026-03-12', work: 0, weight: 0, this_shift: 0 }] },
        'employee_availability.requests[0].weight',
        'Weight is a whole number from 1 to 10',
      ],
      [
        { requests: [{ entry_date: '2026-03-12', work: 2, weight: 5, this_shift: 0 }] },
        'employee_availability.requests[0].work',
        'Choose work or day off',
      ],
      [
        {
          requests: [
            { entry_date: '2026-03-12', work: 0, weight: 5, this_shift: 0 },
            { entry_date: '2026-03-12', work: 1, weight: 5, this_shift: 1 },
          ],
        },
        'employee_availability.requests',
        'There is already a request on this date',
      ],
      [
        { requests: [{ entry_date: '2026-03-10', work: 0, weight: 5, this_shift: 0 }] },
        'employee_availability.requests',
        'This date is marked unavailable; remove it there first',
      ],
      [
        { unavailable_dates: ['2030-01-01'] },
        'employee_availability.unavailable_dates[0]',
        'Choose a date within a year back and two years ahead',
      ],
      [
        { requests: [{ entry_date: '2024-01-01', work: 0, weight: 5, this_shift: 0 }] },
        'employee_availability.requests[0].entry_date',
        'Choose a date within a year back and two years ahead',
      ],
    ];
    const hours = 'Hours are a whole number from 0 to 744';
    cases.push(
      [{ min_hours: 7.5 }, 'employee_availability.min_hours', hours],
      [{ max_hours: -1 }, 'employee_availability.max_hours', hours],
      [{ max_hours: 745 }, 'employee_availability.max_hours', hours],
      [{ min_hours: 'many' }, 'employee_availability.min_hours', hours],
      [{ min_hours: 161, max_hours: 160 }, 'employee_availability.max_hours', 'The minimum is more than the maximum'],
      [{ max_weekends: 7 }, 'employee_availability.max_weekends', 'Weekends are a whole number from 0 to 6'],
      [{ max_weekends: 1.5 }, 'employee_availability.max_weekends', 'Weekends are a whole number from 0 to 6'],
      [{ max_weekends: -1 }, 'employee_availability.max_weekends', 'Weekends are a whole number from 0 to 6'],
      [
        { min_consecutive_days: 0 },
        'employee_availability.min_consecutive_days',
        'Days in a row are a whole number from 1 to 7',
      ],
      [
        { min_consecutive_days: 8 },
        'employee_availability.min_consecutive_days',
        'Days in a row are a whole number from 1 to 7',
      ],
      [
        { min_consecutive_days_off: 0 },
        'employee_availability.min_consecutive_days_off',
        'Days off in a row are a whole number from 1 to 7',
      ],
      [
        { min_consecutive_days_off: 2.5 },
        'employee_availability.min_consecutive_days_off',
        'Days off in a row are a whole number from 1 to 7',
      ],
      [{ max_shifts: 32 }, 'employee_availability.max_shifts', 'Shifts are a whole number from 0 to 31'],
      [{ max_shifts: -1 }, 'employee_availability.max_shifts', 'Shifts are a whole number from 0 to 31'],
      [{ max_shifts: 'three' }, 'employee_availability.max_shifts', 'Shifts are a whole number from 0 to 31'],
    );
    for (const [fields, field, message] of cases) {
      const answer = await save(fields);
      expect([field, answer.status, answer.errors?.[field]]).toEqual([field, 'VALIDATION_ERROR', message]);
    }
    expect(ctx.server.readDb().employee_availability).toEqual([]);
  });

  it('answers INVALID_SHIFT_DETAILS and EMPLOYEE_DOES_NOT_EXIST', async () => {
    const { night, rshftempd } = await setup();
    expect(await call(R.availabilityDetails, { rshftempd, std: SITE, sftd: 'nope' })).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
    // Thabo's place on the day shift is not a place on the night shift.
    expect(await call(R.availabilityDetails, { rshftempd, std: SITE, sftd: night })).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
    expect(
      await call(R.availabilitySave, { rshftempd, std: SITE, sftd: night, employee_availability: availability() }),
    ).toEqual({ status: 'EMPLOYEE_DOES_NOT_EXIST' });
  });

  it('lets a viewer read but not save, refuses one without rights, and answers INVALID without a session', async () => {
    const { sftd, rshftempd } = await setup();
    const payload = { rshftempd, std: SITE, sftd, employee_availability: availability() };
    await setSupervisorsRight(ctx.server, { formId: FormId.ROSTER, rightId: RightId.ROSTER_VIEW }, true);
    const group = ctx.sessions.group;
    expect((await call(R.availabilityDetails, { rshftempd, std: SITE, sftd }, group)).status).toBe('OK');
    expect(await call(R.availabilitySave, payload, group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await setSupervisorsRight(ctx.server, { formId: FormId.ROSTER, rightId: RightId.ROSTER_VIEW }, false);
    expect(await call(R.availabilityDetails, { rshftempd, std: SITE, sftd }, group)).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    await setSupervisorsRight(ctx.server, { formId: FormId.ROSTER, rightId: RightId.ROSTER_SETUP_EDIT }, true);
    expect(await call(R.availabilitySave, payload, group)).toEqual({ status: 'OK' });
    expect((await ctx.server.call(R.availabilitySave, payload, NO_SESSION)).body).toEqual({ status: 'INVALID' });
    expect((await ctx.server.call(R.availabilityDetails, payload, NO_SESSION)).body).toEqual({ status: 'INVALID' });
  });
});
