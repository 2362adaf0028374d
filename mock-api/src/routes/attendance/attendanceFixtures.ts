/**
 * Test helpers of the attendance calls: the published week roster of a new demo-site shift
 * (testing/writeCalls/rosters.ts weekRoster: 7-13 Dec 2026, 06:00-12:00) with its six employees on
 * the shift, the API's clock at the site's morning, and clock payloads. The site's wall clock is
 * UTC+2 (SAST).
 */
import { Paths } from '../../contract';
import type { ClockRequest } from '../../contract';
import type { SessionGrant } from '../../contract';
import { addRecord, demo, demoSessions, editStore } from '../../testing/harness';
import type { DemoUser, TestServer } from '../../testing/harness';
import { weekRoster } from '../../testing/writeCalls/rosters';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';

export const SITE = demo.site.sd;
export const OFFSET_HOURS = 2;

/** The instant of the site's wall time 'YYYY-MM-DDTHH:MM' (UTC+2). */
export const instantOf = (at: string): string =>
  new Date(Date.parse(`${at}:00.000Z`) - OFFSET_HOURS * 3_600_000).toISOString();

/** Moves the API's clock to the site's wall time `at`. */
export const setSiteTime = (server: TestServer, at: string): void => {
  server.clock.ms = Date.parse(instantOf(at));
};

let refs = 0;
/** A clock payload at the site's wall time `at`, a new ref each time. */
export const clockPayload = (empd: string, kind: 'in' | 'out', at: string, fields: Partial<ClockRequest> = {}) => ({
  std: SITE,
  empd,
  kind,
  at,
  instant: instantOf(at),
  method: 'face' as const,
  ref: `clock-ref-${String(++refs).padStart(6, '0')}`,
  photo: '',
  ...fields,
});

export interface ClockedWeek {
  sftd: string;
  shiftName: string;
  /** The roster's six employees: Thabo (0) works Mon, Tue, Wed and Fri. */
  emds: string[];
  sessions: Record<DemoUser, SessionGrant>;
}

/**
 * Publishes the week roster at `at` (the site's wall time; the API's clock is left there) and puts
 * its employees on the shift; the demo users signed in again at that time.
 */
export async function clockedWeek(server: TestServer, at = '2026-12-07T05:30'): Promise<ClockedWeek> {
  setSiteTime(server, at);
  let sessions = await demoSessions(server);
  const admin = async (path: string, payload: object) => (await server.call(path, payload, sessions.admin)).body;
  const { edit, emds } = await weekRoster({ server, admin });
  const published = await admin(Paths.rosters.publish, edit);
  if (published?.status !== 'OK') throw new Error(`publish failed: ${JSON.stringify(published)}`);
  let id = server.api.store.data.shift_employees.reduce((max, record) => Math.max(max, record.id), 0);
  for (const emd of emds)
    await addRecord(server, 'shift_employees', {
      ...shiftEmployeeRow(++id, { std: SITE, sftd: edit.sftd, emd, created_at: '2026-12-01T08:00:00.000Z' }),
    });
  sessions = await demoSessions(server);
  const shiftName = server.readDb().shifts.find((shift) => shift.sftd === edit.sftd)!.name;
  return { sftd: edit.sftd, shiftName, emds, sessions };
}

/** Gives the demo group ('Site supervisors') timesheet access to the demo site (or takes it away: null). */
export async function setGroupTimesheet(
  server: TestServer,
  flags: { isCreate: 0 | 1; isView: 0 | 1 } | null,
): Promise<void> {
  await editStore(
    server,
    (draft) => {
      const group = draft.user_groups.find((candidate) => candidate.app_id === demo.app.appId)!;
      draft.group_sites = draft.group_sites.filter(
        (record) => !(record.group_id === group.id && record.std === SITE && record.kind === 'timesheet'),
      );
      if (flags)
        draft.group_sites.push({
          id: draft.group_sites.reduce((max, record) => Math.max(max, record.id), 0) + 1,
          app_id: demo.app.appId,
          group_id: group.id,
          std: SITE,
          kind: 'timesheet',
          ...flags,
        });
    },
    { reading: ['user_groups', 'group_sites'] },
  );
}
