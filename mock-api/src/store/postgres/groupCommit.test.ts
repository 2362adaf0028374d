/**
 * Group commit on the PostgreSQL store: updates that wait while one is written go in one
 * transaction, in the order they were made, each on the state the ones before it left (so a check
 * inside a write still holds); one that throws fails alone; another process sees them all.
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
  it('writes waiting updates together, in order, each on the state before it; one that throws fails alone', async () => {
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
    expect(values).toEqual([1, 2, 3, 4, 5, 6, 7, 'failed', 8, 9, 10, 11, -1, 12, 13, 14, 15, 16, 17, 18]);
    // One turn of the head (two at most, should the first update have gone alone).
    expect((await headVersion()) - before).toBeLessThanOrEqual(2);
    const b = await store();
    expect(mine(b.data).map((one) => one.cntd)).toEqual(mine(a.data).map((one) => one.cntd));
    expect(mine(b.data)).toHaveLength(18);
  });
});
