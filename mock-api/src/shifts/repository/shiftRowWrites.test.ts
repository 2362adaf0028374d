/**
 * The shifts' writes on PostgreSQL (issue 33: a table of their own): an add, change or removal reads its site's
 * shifts under the site's advisory lock of its shifts, seen waiting in PostgreSQL itself (lockWaits.ts), not by
 * timing, so two at once take a name once among the site's live shifts; a new shift's id comes from the sequence.
 */
import { demo } from '../../testing/harness';
import { holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PostgresShifts } from './postgresShifts';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const SITE = demo.site.sd;
const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('times.shifts:' || $1 || '/' || $2, 0))`;
const NOW_MS = Date.parse('2026-03-02T08:00:00.000Z');
let shifts: PostgresShifts;

beforeAll(async () => {
  shifts = new PostgresShifts(await processes.store(), processes.pool());
});

const times = { start_time: '06:00', end_time: '14:00' };

describe('the shifts’ writes on PostgreSQL', () => {
  it('takes a name once: an add waits on another add at the site, then finds its name', async () => {
    const pool = processes.pool();
    const other = await holding(pool, LOCK, [APP, SITE]);
    const add = shifts.add(APP, SITE, { name: 'Early', ...times }, NOW_MS);
    await someoneWaits(pool, other.pid);
    await other.query(
      `INSERT INTO shifts (app_id, sftd, std, name, start_time, end_time, created_at)
       VALUES ($1, 'rowEarly', $2, ' EARLY ', '05:00', '13:00', now())`,
      [APP, SITE],
    );
    await other.release('COMMIT');
    expect(await add).toEqual({ status: 'name-taken' });
  });

  it('renames and removes a shift, each deciding on the site’s shifts as committed', async () => {
    const added = await shifts.add(APP, SITE, { name: 'Late', ...times }, NOW_MS);
    expect(added).toEqual({ status: 'added', sftd: expect.any(String) });
    const { sftd } = added as { sftd: string };
    expect(await shifts.update(APP, sftd, SITE, { name: 'early', ...times })).toBe('name-taken');
    expect(await shifts.remove(APP, 'rowEarly', NOW_MS)).toBe(true);
    expect(await shifts.update(APP, sftd, SITE, { name: 'early', ...times })).toBe('updated');
    expect(await shifts.remove(APP, 'rowEarly', NOW_MS)).toBe(false);
    expect((await shifts.shown(APP, sftd))?.record).toMatchObject({ name: 'early', deleted: 0 });
  });
});
