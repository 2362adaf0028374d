/**
 * My availability (issue 31): the employee's own view and save of the availability the engine
 * uses (roster-setup/availability.ts keeps it, one record per employee of an app). The employee
 * sees and edits it from the app's today on; a save applies at once the changes outside the
 * Published rosters they are on, and puts the others (or all, by the app's setting) in one
 * availability request that waits for a manager, replacing the one that waited (none left to
 * wait: it is withdrawn, the decision kept). An approval applies the request's changes then.
 */
import type {
  AvailabilityChange,
  AvailabilityRequestRow,
  MyAvailability,
  MyAvailabilityResponse,
  PublishedPeriod,
} from '../contract';
import { availabilityDateInRange } from '@times/shared-sdk/schemas';
import { employeeShifts } from '../roster-setup/employeeShifts';
import { findAvailability } from '../roster-setup/availability';
import { isPublished } from '../rosters/publish/publishState';
import { addDays } from '../employees/days';
import { freshId } from '../employees/publicIds';
import { baseOf } from '../store/mutation';
import type { DbState, EmployeeAvailabilityRecord, ShiftEmployeeRecord, TimeOffRequestRecord } from '../store/types';
import { nextId } from '../store/types';
import { changesBetween, spanOf, splitChanges, withChanges } from './availabilityChanges';
import { decideRequest } from './timeOff';

type Weekday = MyAvailability['unavailable_days'][number];

/** The record's availability as the employee edits it: dates from today on (all of them when today is ''). */
export function availabilityOf(record: EmployeeAvailabilityRecord | undefined, today = ''): MyAvailability {
  return {
    unavailable_dates: (record?.unavailable_dates ?? []).filter((date) => date >= today).sort(),
    unavailable_days: (record?.unavailable_days ?? []) as Weekday[],
    requests: (record?.requests ?? [])
      .filter((request) => request.entry_date >= today)
      .map(({ entry_date, work, weight, sftd }) => ({ entry_date, work, weight, sftd })),
  };
}

const fromToday = (availability: MyAvailability, today: string): MyAvailability => ({
  ...availability,
  unavailable_dates: availability.unavailable_dates.filter((date) => date >= today),
  requests: availability.requests.filter((request) => request.entry_date >= today),
});

/** The periods, from today on, of the Published rosters the employee is on. */
export function publishedPeriodsOf(
  state: Pick<DbState, 'rosters'>,
  appId: string,
  emd: string,
  today: string,
): PublishedPeriod[] {
  const periods = state.rosters
    .filter(
      (roster) =>
        roster.app_id === appId &&
        roster.end_date >= today &&
        isPublished(roster) &&
        (roster.model?.employees ?? []).some((one) => one.id === emd),
    )
    .map((roster) => ({ from_date: roster.start_date > today ? roster.start_date : today, to_date: roster.end_date }))
    .sort((a, b) => a.from_date.localeCompare(b.from_date) || a.to_date.localeCompare(b.to_date));
  // Several shifts' rosters of one period, and periods one after another, read as one.
  const merged: PublishedPeriod[] = [];
  for (const period of periods) {
    const last = merged.at(-1);
    if (last && addDays(last.to_date, 1) >= period.from_date) {
      if (period.to_date > last.to_date) last.to_date = period.to_date;
    } else merged.push({ ...period });
  }
  return merged;
}

const isAvailabilityRequest = (record: TimeOffRequestRecord): boolean => record.kind === 'availability';

/** The employee's availability change that waits for a manager, if any. */
export const waitingChangeOf = (state: DbState, appId: string, emd: string): TimeOffRequestRecord | undefined =>
  (state.time_off_requests ?? []).find(
    (one) => one.app_id === appId && one.emd === emd && isAvailabilityRequest(one) && one.state === 'pending',
  );

export const toAvailabilityRow = (record: TimeOffRequestRecord): AvailabilityRequestRow => ({
  rqd: record.rqd,
  state: record.state,
  created_at: record.created_at,
  changes: (record.changes ?? []).map((change) => ({ ...change })),
  decisions: record.decisions.map((one) => ({ ...one })),
});

/** What My availability shows: as asked (what applies with what waits on top), limits, shifts, periods. */
export function myAvailabilityView(
  state: DbState,
  appId: string,
  emd: string,
  today: string,
): Omit<MyAvailabilityResponse, 'status'> {
  const record = findAvailability(state, appId, emd);
  const waiting = waitingChangeOf(state, appId, emd);
  const decided = (state.time_off_requests ?? [])
    .filter((one) => one.app_id === appId && one.emd === emd && isAvailabilityRequest(one) && one.state !== 'pending')
    .sort((a, b) => (b.decisions.at(-1)?.at ?? '').localeCompare(a.decisions.at(-1)?.at ?? '') || b.id - a.id)[0];
  const app = state.apps.find((one) => one.app_id === appId);
  return {
    // What waits may name days gone by since it was asked: the page shows today on.
    availability: fromToday(withChanges(availabilityOf(record, today), waiting?.changes ?? []), today),
    limits: {
      min_hours: record?.min_hours ?? null,
      max_hours: record?.max_hours ?? null,
      max_weekends: record?.max_weekends ?? null,
      min_consecutive_days: record?.min_consecutive_days ?? null,
      min_consecutive_days_off: record?.min_consecutive_days_off ?? null,
    },
    shifts: employeeShifts(state, appId, emd).map(({ sftd, shift_name, site_name }) => ({
      sftd,
      shift_name,
      site_name,
    })),
    published: publishedPeriodsOf(state, appId, emd, today),
    every_change_waits: app?.availability_waits === 1 ? 1 : 0,
    waiting: waiting ? toAvailabilityRow(waiting) : null,
    last_decided: decided ? toAvailabilityRow(decided) : null,
  };
}

/** The changes made on the employee's availability record (created when there is none). */
export function applyAvailabilityChanges(
  draft: DbState,
  appId: string,
  emd: string,
  changes: readonly AvailabilityChange[],
): void {
  if (changes.length === 0) return;
  const list = (draft.employee_availability ??= []);
  let record = list.find((one) => one.app_id === appId && one.emd === emd);
  if (!record) {
    record = {
      id: nextId(baseOf(draft).employee_availability ?? []),
      app_id: appId,
      emd,
      unavailable_dates: [],
      unavailable_days: [],
      requests: [],
    };
    list.push(record);
  }
  const changed = withChanges(availabilityOf(record), changes);
  record.unavailable_dates = changed.unavailable_dates;
  record.unavailable_days = changed.unavailable_days;
  record.requests = changed.requests;
}

export interface AvailabilitySaveAsk {
  appId: string;
  emd: string;
  wanted: MyAvailability;
  /** The employee's 'name surname', for a withdrawal's decision. */
  by: string;
  nowIso: string;
}

export type AvailabilitySaved =
  | { kind: 'saved'; applied: number; waits: number }
  | { kind: 'past' }
  | { kind: 'invalid'; field: string; reason: 'range' | 'shift' };

/** The first field of the asked availability that is not the employee's to ask, or null. */
function refusedField(
  wanted: MyAvailability,
  today: string,
  shifts: ReadonlySet<string>,
): { kind: 'past' } | { kind: 'invalid'; field: string; reason: 'range' | 'shift' } | null {
  const dated = [
    ...wanted.unavailable_dates.map((date, at) => ({ date, field: `availability.unavailable_dates[${at}]` })),
    ...wanted.requests.map((one, at) => ({ date: one.entry_date, field: `availability.requests[${at}].entry_date` })),
  ];
  if (dated.some((one) => one.date < today)) return { kind: 'past' };
  const far = dated.find((one) => !availabilityDateInRange(one.date, today));
  if (far) return { kind: 'invalid', field: far.field, reason: 'range' };
  const foreign = wanted.requests.findIndex((one) => one.sftd !== '' && !shifts.has(one.sftd));
  return foreign >= 0 ? { kind: 'invalid', field: `availability.requests[${foreign}].sftd`, reason: 'shift' } : null;
}

/** `places`: the employee's places on shifts (the shifts their requests may name). */
export function saveMyAvailability(
  draft: DbState,
  ask: AvailabilitySaveAsk,
  places: readonly ShiftEmployeeRecord[],
): AvailabilitySaved {
  const { appId, emd, wanted, nowIso } = ask;
  const today = nowIso.slice(0, 10);
  const newest = baseOf(draft);
  const shifts = employeeShifts({ ...newest, shift_employees: [...places] }, appId, emd);
  const refused = refusedField(wanted, today, new Set(shifts.map((one) => one.sftd)));
  if (refused) return refused;
  const names = new Map(shifts.map((one) => [one.sftd, one.shift_name]));
  const applied = availabilityOf(findAvailability(newest, appId, emd), today);
  const changes = changesBetween(applied, wanted, (sftd) => names.get(sftd) ?? '');
  const periods = publishedPeriodsOf(newest, appId, emd, today);
  const app = newest.apps.find((one) => one.app_id === appId);
  const { now, waits } = splitChanges(changes, periods, app?.availability_waits === 1);
  applyAvailabilityChanges(draft, appId, emd, now);
  const waiting = waitingChangeOf(draft, appId, emd);
  if (waits.length > 0) {
    const span = spanOf(waits, periods, today);
    if (waiting) {
      if (JSON.stringify(waiting.changes) !== JSON.stringify(waits)) waiting.created_at = nowIso;
      Object.assign(waiting, { changes: waits, ...span });
    } else {
      const requests = newest.time_off_requests ?? [];
      const rqd = freshId(new Set(requests.map((one) => one.rqd)));
      (draft.time_off_requests ??= []).push({
        id: nextId(requests),
        rqd,
        app_id: appId,
        emd,
        ref: `availability-${rqd}`,
        ...span,
        reason: '',
        state: 'pending',
        created_at: nowIso,
        decisions: [],
        kind: 'availability',
        changes: waits,
      });
    }
  } else if (waiting) {
    decideRequest(draft, appId, waiting.rqd, { at: nowIso, by: ask.by, action: 'cancelled', reason: '' });
  }
  return { kind: 'saved', applied: now.length, waits: waits.length };
}
