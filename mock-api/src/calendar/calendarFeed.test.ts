/**
 * Calendar links and the employee's feed over HTTP: who may create and revoke a link, the feed
 * parsed by ical.js (events, a night shift ending the next day, UIDs stable across fetches, every
 * Published roster and no Draft, a roster once published, a swap reflected, a year back and every day ahead) and the 404 with an empty body for an unknown, revoked,
 * replaced or expired link.
 */
import { Paths } from '../contract';
import { employeeForm } from '../routes/rosterPositions/rosterShiftFixtures';
import { sha256 } from '../security/tokens';
import { putRoster, resultOf, shiftWithPositions, weekModel } from '../rosters/views/testing/storedRoster';
import type { ShiftEmployeeRecord } from '../store/types';
import { demo, demoSessions, editStore, useDemoServer } from '../testing/harness';
import { parseFeed } from './testing/parseFeed';

const ctx = useDemoServer('admin');
const { call } = ctx;
const p = Paths.rosterSetup;
const SITE = demo.site.sd;

/** Publishes a roster of the demo site by the call (a Draft never reaches the feed). */
async function publish(sftd: string, rstd: string) {
  expect(await call(Paths.rosters.publish, { std: SITE, sftd, roster_ref: rstd })).toMatchObject({ status: 'OK' });
}

/** A night shift (18:00-06:00) with the shared week roster, and its first guard on the shift. */
async function nightRoster() {
  const { sftd, rlds } = await shiftWithPositions(call, [
    { name: 'Guard', abbr: 'GRD' },
    { name: 'Supervisor', abbr: 'SUP' },
  ]);
  await editStore(
    ctx.server,
    (draft) => {
      const shift = draft.shifts.find((candidate) => candidate.sftd === sftd)!;
      Object.assign(shift, { name: 'Night', start_time: '18:00', end_time: '06:00' });
    },
    { reading: ['shifts'] },
  );
  const { model, assignments, emds } = weekModel(ctx.server, rlds);
  const record = await putRoster(ctx.server, { sftd, model, result: resultOf(model, assignments) });
  const rshftempd = `rse-${sftd}`;
  await editStore(ctx.server, (draft) => {
    const { roster_shift_employees: fields } = employeeForm(sftd, emds[0]!, rlds[0]!);
    const { empd, ...rest } = fields;
    draft.shift_employees.push({
      ...rest,
      id: 90_000 + draft.shift_employees.length,
      rshftempd,
      app_id: demo.app.appId,
      emd: empd,
      created_at: '2026-03-01T08:00:00.000Z',
    } as ShiftEmployeeRecord);
  });
  const link = { rshftempd, std: SITE, sftd };
  return { sftd, rlds, model, emds, record, link };
}

const fetchFeed = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

const feedUrl = (token: string) => `${ctx.server.url}/calendar/${token}.ics`;

describe('calendar links', () => {
  it('creates a link shown once, keeping only its digest, and answers its dates without it', async () => {
    const { link } = await nightRoster();
    expect(await call(p.calendarLinkDetails, link)).toEqual({
      status: 'OK',
      calendar_link: { created_at: '', expires_at: '' },
    });
    const created = await call(p.calendarLinkCreate, link);
    expect(created.status).toBe('OK');
    const match = /^http:\/\/127\.0\.0\.1:\d+\/calendar\/([\w-]{43})\.ics$/.exec(created.calendar_url);
    expect(match).not.toBeNull();
    const token = match![1]!;
    const stored = JSON.stringify(ctx.server.readDb());
    expect(stored).not.toContain(token);
    expect(ctx.server.readDb().calendar_links).toEqual([
      expect.objectContaining({ token_hash: sha256(token), created_by_id: demo.admin.id }),
    ]);
    const details = await call(p.calendarLinkDetails, link);
    expect(details.calendar_link).toEqual(created.calendar_link);
    expect(Date.parse(details.calendar_link.expires_at) - Date.parse(details.calendar_link.created_at)).toBe(
      365 * 24 * 3600 * 1000,
    );
    expect(JSON.stringify(details)).not.toContain(token);
  });

  it('is refused without right 12, for an employee not on the shift and for an unknown shift', async () => {
    const { link } = await nightRoster();
    expect(await call(p.calendarLinkCreate, link, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(p.calendarLinkRevoke, link, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(ctx.server.readDb().calendar_links).toEqual([]);
    expect(await call(p.calendarLinkCreate, { ...link, rshftempd: 'nobody-here-000' })).toEqual({
      status: 'EMPLOYEE_DOES_NOT_EXIST',
    });
    expect(await call(p.calendarLinkCreate, { ...link, sftd: 'no-such-shift-00' })).toEqual({
      status: 'INVALID_SHIFT_DETAILS',
    });
    expect((await call(p.calendarLinkCreate, link, ctx.sessions.ops)).status).toBe('OK');
  });
});

describe('calendar feed', () => {
  it('lists the employee days of every Published roster, a night shift ending the next morning', async () => {
    const { link, emds, sftd, record } = await nightRoster();
    await publish(sftd, record.rstd);
    // A published day shift roster, a failed one, and a Draft on a third shift.
    const day = await shiftWithPositions(call, [{ name: 'Day guard', abbr: 'DGRD' }]);
    const other = weekModel(ctx.server, day.rlds);
    const later = other.model.days.map((d) => d.date);
    const dayResult = resultOf(other.model, other.assignments);
    await publish(
      day.sftd,
      (await putRoster(ctx.server, { sftd: day.sftd, model: other.model, result: dayResult })).rstd,
    );
    // The next week's calculation failed (a shift's periods never overlap).
    await putRoster(ctx.server, {
      sftd: day.sftd,
      status: 'Failed',
      model: other.model,
      result: null,
      start_date: '2026-12-14',
      end_date: '2026-12-20',
    });
    const draft = await shiftWithPositions(call, [{ name: 'Draft guard', abbr: 'XGRD' }]);
    const unpublished = weekModel(ctx.server, draft.rlds);
    await putRoster(ctx.server, {
      sftd: draft.sftd,
      model: unpublished.model,
      result: resultOf(unpublished.model, unpublished.assignments),
    });
    const { calendar_url } = await call(p.calendarLinkCreate, link);

    const feed = await fetchFeed(calendar_url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const { name, events } = parseFeed(feed.body);
    expect(name).toBe('Times roster: Thabo Mokoena');
    const nights = events.filter((event) => event.summary === 'Night shift · Pretoria Central');
    // Thabo: Mon Tue Wed Fri of the week, 18:00 to 06:00 the next day.
    expect(nights.map(({ start, end }) => [start, end])).toEqual([
      ['2026-12-07T18:00:00', '2026-12-08T06:00:00'],
      ['2026-12-08T18:00:00', '2026-12-09T06:00:00'],
      ['2026-12-09T18:00:00', '2026-12-10T06:00:00'],
      ['2026-12-11T18:00:00', '2026-12-12T06:00:00'],
    ]);
    expect(nights[0]).toMatchObject({
      location: 'Pretoria Central',
      description: 'Guard on the Night shift at Pretoria Central',
      stamp: '2026-03-01T08:00:05Z',
      lastModified: '2026-03-01T08:00:05Z',
    });
    const days = events.filter((event) => event.summary !== nights[0]!.summary);
    expect(days).toHaveLength(4);
    expect(days[0]).toMatchObject({ start: `${later[0]}T06:00:00`, end: `${later[0]}T12:00:00` });
    expect(new Set(events.map((event) => event.uid)).size).toBe(8);
    expect(events.every((event) => event.uid.endsWith(`-${emds[0]}@times`))).toBe(true);
    // The same UIDs at the next fetch: calendar apps update rather than duplicate.
    expect(parseFeed((await fetchFeed(calendar_url)).body).events.map((event) => event.uid)).toEqual(
      events.map((event) => event.uid),
    );
  });

  it('leaves out a Draft roster, and lists its days once it is published', async () => {
    const { link, sftd, record } = await nightRoster();
    const { calendar_url } = await call(p.calendarLinkCreate, link);
    const draft = await fetchFeed(calendar_url);
    expect(draft.status).toBe(200);
    expect(parseFeed(draft.body)).toEqual({ name: 'Times roster: Thabo Mokoena', events: [] });
    await publish(sftd, record.rstd);
    const published = parseFeed((await fetchFeed(calendar_url)).body).events;
    expect(published.map((event) => event.start)).toEqual([
      '2026-12-07T18:00:00',
      '2026-12-08T18:00:00',
      '2026-12-09T18:00:00',
      '2026-12-11T18:00:00',
    ]);
  });

  it('reflects a swap of a published roster at the next fetch, with the edit as LAST-MODIFIED', async () => {
    const { link, emds, record, sftd, model } = await nightRoster();
    await publish(sftd, record.rstd);
    const { calendar_url } = await call(p.calendarLinkCreate, link);
    const before = parseFeed((await fetchFeed(calendar_url)).body).events;
    const cell = (e: number, date: string) => ({
      name: model.employees[e]!.name,
      empd: emds[e]!,
      entry_date: date,
      emp_rld: '',
      gender: model.employees[e]!.gender,
    });
    ctx.server.clock.advance(3600);
    // Thabo's Friday for Nomvula's Sunday.
    const swapped = await call(Paths.rosters.swap, {
      std: SITE,
      sftd,
      roster_ref: record.rstd,
      drpped_data: cell(0, '2026-12-11'),
      on_position_data: cell(3, '2026-12-13'),
    });
    expect(swapped).toEqual({ status: 'OK' });
    const after = parseFeed((await fetchFeed(calendar_url)).body).events;
    expect(after.map((event) => event.start)).toEqual([
      '2026-12-07T18:00:00',
      '2026-12-08T18:00:00',
      '2026-12-09T18:00:00',
      '2026-12-13T18:00:00',
    ]);
    expect(after.slice(0, 3).map((event) => event.uid)).toEqual(before.slice(0, 3).map((event) => event.uid));
    expect(after[3]!.lastModified).not.toBe(before[3]!.lastModified);
    expect(Date.parse(after[3]!.lastModified)).toBeGreaterThan(Date.parse(before[3]!.lastModified));
  });

  it('covers a year back and every day ahead: older days leave the feed', async () => {
    const { sftd, record, link } = await nightRoster();
    await publish(sftd, record.rstd);
    const at = (iso: string) => {
      ctx.server.clock.ms = Date.parse(iso);
    };
    at('2027-12-01T08:00:00.000Z');
    // A year on: the admin signs in again, and makes the link then.
    const { admin } = await demoSessions(ctx.server);
    const { calendar_url } = (await ctx.server.call(p.calendarLinkCreate, link, admin)).body as {
      calendar_url: string;
    };
    const starts = async () => parseFeed((await fetchFeed(calendar_url)).body).events.map((event) => event.start);
    const all = await starts();
    expect(all.length).toBeGreaterThan(2);
    // A year before 9 December 2027: the days from 9 December 2026 on.
    at('2027-12-09T08:00:00.000Z');
    const later = await starts();
    expect(later).toEqual(all.filter((start) => start >= '2026-12-09'));
    expect(later.length).toBeLessThan(all.length);
    at('2027-12-20T08:00:00.000Z');
    expect(await starts()).toEqual([]);
  });

  it('answers 404 with an empty body for an unknown, revoked, replaced or expired link', async () => {
    const { link } = await nightRoster();
    const unknown = await fetchFeed(feedUrl('A'.repeat(43)));
    expect(unknown).toEqual({ status: 404, type: null, body: '' });
    expect((await fetchFeed(`${ctx.server.url}/calendar/`)).body).toBe('');

    const first = (await call(p.calendarLinkCreate, link)).calendar_url;
    expect((await fetchFeed(first)).status).toBe(200);
    const second = (await call(p.calendarLinkCreate, link)).calendar_url;
    expect(second).not.toBe(first);
    expect(await fetchFeed(first)).toEqual(unknown);
    expect((await fetchFeed(second)).status).toBe(200);

    expect(await call(p.calendarLinkRevoke, link)).toEqual({
      status: 'OK',
      calendar_link: { created_at: '', expires_at: '' },
    });
    expect(await fetchFeed(second)).toEqual(unknown);
    expect(ctx.server.readDb().calendar_links).toEqual([]);

    const third = (await call(p.calendarLinkCreate, link)).calendar_url;
    ctx.server.clock.advance(365 * 24 * 3600 + 1);
    expect(await fetchFeed(third)).toEqual(unknown);
  });
});
