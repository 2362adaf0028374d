/** The site's shifts as one multi-shift model: types, blocked cells, successions, limits, cover, requests. */
import { makeEmployee, makePosition, perDay } from '../testing/fixtures';
import { guard, daySite } from './siteFixtures';
import { siteAllocationModel, SITE_COVER_BASE, SITE_COVER_PER_PRIORITY } from './siteModel';

describe('siteAllocationModel', () => {
  it('has a type per shift and position, and an employee works only their own of each shift they are on', () => {
    const [day, night] = daySite({ dayOnly: [guard('D1')], both: [guard('S1')], nightOnly: [guard('N1')] });
    const site = siteAllocationModel([day, night]);
    expect(site.types).toEqual([
      { roster: 0, positionId: 'G' },
      { roster: 1, positionId: 'G' },
    ]);
    expect(site.employeeIds).toEqual(['D1', 'S1', 'N1']);
    expect(site.ms.employees.map((e) => e.maxShifts)).toEqual([{ t1: 0 }, {}, { t0: 0 }]);
    expect(site.dates).toHaveLength(14);
    expect(site.ms.days[0]!.weekday).toBe(0); // 2026-12-07 is a Monday.
  });

  it('forbids a shift the next day that starts within the rest hours or overlaps, and only then', () => {
    const rested = siteAllocationModel(daySite({ both: [guard('S1')], restHours: 11 }));
    // Night 18:00-06:00, then day 06:00 the next day: no rest. Day 06:00-18:00, then night 18:00 the next day: 24 h.
    expect(rested.ms.shiftTypes.map((t) => t.forbiddenNext)).toEqual([[], ['t0']]);
    const [day, night] = daySite({ both: [guard('S1')], restHours: 0 });
    const early = { ...day, shiftTimes: { start: '05:00', end: '13:00' } };
    expect(siteAllocationModel([early, night]).ms.shiftTypes.map((t) => t.forbiddenNext)).toEqual([[], ['t0']]);
    expect(siteAllocationModel([day, night]).ms.shiftTypes.map((t) => t.forbiddenNext)).toEqual([[], []]);
  });

  it('blocks unavailable days always, leave and exclusions only where the roster assigns their rule', () => {
    const s1 = guard('S1', {
      leave: ['2026-12-08'],
      exclusions: ['wed'],
      availability: { unavailableDates: ['2026-12-10'], unavailableWeekdays: ['fri'], requests: [] },
    });
    const [day, night] = daySite({ both: [s1] });
    const site = siteAllocationModel([{ ...day, rules: ['LEAVE_DAYS', 'EXCLUSION_DAYS'] }, night]);
    const cells = site.ms.employees[0]!.blockedCells!;
    const blockedDays = (type: number) => cells.filter((c) => c % 2 === type).map((c) => Math.floor(c / 2));
    // Day shift: leave (Tue 8th), Wednesdays (9th, 16th), unavailable 10th and Fridays (11th, 18th).
    expect(blockedDays(0)).toEqual([1, 2, 3, 4, 9, 11]);
    expect(blockedDays(1)).toEqual([3, 4, 11]);
  });

  it('blocks the days outside a roster period and the cells other rosters block', () => {
    const [day, night] = daySite({ both: [guard('S1')] });
    const shortNight = { ...night, days: night.days.slice(0, 7) };
    const committed = {
      ...day,
      commitments: [
        {
          employeeId: 'S1',
          date: '2026-12-12',
          start: '2026-12-12T08:00',
          end: '2026-12-12T16:00',
          hours: 8,
          restHours: 0,
          where: 'the Shop shift',
        },
      ],
    };
    const cells = siteAllocationModel([committed, shortNight]).ms.employees[0]!.blockedCells!;
    expect(cells.filter((c) => c % 2 === 0).map((c) => c / 2)).toEqual([5]);
    expect(cells.filter((c) => c % 2 === 1).map((c) => (c - 1) / 2)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('takes the run rules of every roster the employee is on, their own limits and the hour maximum in days', () => {
    const s1 = guard('S1', {
      dailyHours: 8,
      availability: {
        unavailableDates: [],
        unavailableWeekdays: [],
        requests: [],
        maxHours: 84,
        maxWeekends: 1,
        minConsecutiveDays: 2,
        minConsecutiveDaysOff: 1,
      },
    });
    const [day, night] = daySite({ both: [s1], maxConsecutive: 5 });
    const nightOnly = { ...s1, availability: { ...s1.availability!, maxShifts: 4, minConsecutiveDaysOff: 3 } };
    const site = siteAllocationModel([
      { ...day, rules: ['MAX_CONSECUTIVE', 'MIN_REST'], workingDays: { ...day.workingDays, minRest: 2 } },
      { ...night, workingDays: { ...night.workingDays, maxConsecutive: 3 }, employees: [nightOnly] },
    ]);
    // Its most shifts of the night shift (4) limit the night's type only; the larger days-off minimum holds.
    expect(site.ms.employees[0]!.maxShifts).toEqual({ t1: 4 });
    expect(site.ms.employees[0]).toMatchObject({
      maxConsecutiveDays: 3,
      minConsecutiveDaysOff: 2,
      minConsecutiveDays: 2,
      maxWeekends: 1,
      maxMinutes: 10,
      minMinutes: 0,
    });
    const loose = siteAllocationModel(daySite({ both: [guard('S1')], rules: [] })).ms.employees[0]!;
    expect(loose).toMatchObject({ maxConsecutiveDays: 14, minConsecutiveDaysOff: 0, maxMinutes: 14 });
  });

  it('prices open places by priority on every day of each period, and takes requests only with REQUESTS', () => {
    const s1 = guard('S1', {
      availability: {
        unavailableDates: [],
        unavailableWeekdays: [],
        requests: [
          { date: '2026-12-09', work: false, weight: 4 },
          { date: '2026-12-11', work: true, weight: 2 },
        ],
      },
    });
    const [day, night] = daySite({ both: [s1] });
    const lead = makePosition('L', 'Lead', { priority: 90, required: perDay(1, { sun: 0 }) });
    const site = siteAllocationModel([
      { ...day, positions: [...day.positions, lead], employees: [...day.employees, makeEmployee('L1', 'L')] },
      { ...night, rules: ['REQUESTS'] },
    ]);
    expect(site.types.map((t) => `${t.roster}${t.positionId}`)).toEqual(['0G', '0L', '1G']);
    const leadCover = site.ms.cover.filter((c) => c.shift === 1);
    expect(leadCover).toHaveLength(14);
    expect(leadCover[6]).toMatchObject({ requirement: 0 });
    expect(leadCover[0]).toMatchObject({ requirement: 1, underWeight: SITE_COVER_BASE + SITE_COVER_PER_PRIORITY * 90 });
    expect(site.ms.offRequests).toEqual([{ employee: 0, day: 2, shift: 2, weight: 4 }]);
    expect(site.ms.workRequests).toEqual([{ employee: 0, day: 4, shift: 2, weight: 2 }]);
  });
});
