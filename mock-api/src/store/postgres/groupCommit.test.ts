/**
 * Writes of records the store head versions (the few the state still holds: issue 33) on the PostgreSQL store: each
 * tries its own rows first, then goes under the head's lock, where updates that wait while one is written go in one
 * transaction, each on the state the ones before it left (so a check inside a write still holds); one that throws
 * fails alone; another process sees them all. Their order is the order they reach the head, not the calls'.
 */
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';

const { pool, store } = usePostgresProcesses();

/**
 * A record of a collection the store head versions (one the types do not name: every domain's is a table of its
 * own, issue 33).
 */
interface Note {
  id: number;
  cntd: string;
  app_id: string;
}

const client = (n: number): Note => ({ id: 900_000 + n, cntd: `group-commit-${n}`, app_id: 'group-commit-app' });

const notesOf = (state: object): Note[] => (state as Record<string, Note[] | undefined>).group_commit_notes ?? [];

const headVersion = async () =>
  Number((await pool().query<{ version: string }>('SELECT version FROM store_head')).rows[0]!.version);

describe('group commit', () => {
  it('writes them under the head, each on the state the ones before it left; one that throws fails alone', async () => {
    const a = await store();
    const before = await headVersion();
    const mine = (state: object) => notesOf(state).filter((one) => one.app_id === 'group-commit-app');
    const updates = Array.from({ length: 20 }, (_, n) =>
      a.update((draft) => {
        if (n === 7) throw new Error('the eighth fails');
        // A check inside the write: the same record twice is added once.
        const record = client(n === 12 ? 11 : n);
        if (mine(draft).some((one) => one.cntd === record.cntd)) return -1;
        (draft as unknown as Record<string, Note[]>).group_commit_notes = [...notesOf(draft), record];
        return mine(draft).length;
      }),
    );
    const outcomes = await Promise.allSettled(updates);
    const values = outcomes.map((one) => (one.status === 'fulfilled' ? one.value : 'failed'));
    expect(values[7]).toBe('failed');
    // Each saw the ones before it: the counts 1 to 18 once each; of the same record twice, the later found it.
    const counts = values.filter((value): value is number => typeof value === 'number' && value > 0);
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, n) => n + 1));
    expect([values[11], values[12]]).toContain(-1);
    expect(values.filter((value) => value === -1)).toHaveLength(1);
    // Under the head: each took a version of it (those that changed something; together when they waited together).
    expect((await headVersion()) - before).toBeGreaterThan(0);
    const b = await store();
    expect(mine(b.data).map((one) => one.cntd)).toEqual(mine(a.data).map((one) => one.cntd));
    expect(mine(b.data)).toHaveLength(18);
  });
});
