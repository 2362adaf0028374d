/**
 * Of several API processes starting on one fresh PostgreSQL, exactly one builds the living demo;
 * a build whose process died is marked failed, one a living process runs is left alone.
 */
import { usePostgresProcesses } from '../testing/services/postgresProcesses';
import { claimDemo } from './demoState';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');
const { store } = usePostgresProcesses();

describe('claiming the demo build', () => {
  it('lets one of two processes starting at once build, and leaves a living builder alone', async () => {
    const [one, two] = [await store(), await store()];
    await one.reset();
    const live = new Set(['process-one', 'process-two']);
    const claims = await Promise.all([
      claimDemo(one, NOW, 'process-one', live),
      claimDemo(two, NOW, 'process-two', live),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = claims[0] ? 'process-one' : 'process-two';
    expect(one.data.demo).toEqual([expect.objectContaining({ state: 'building', builder: winner })]);

    // A third process while the builder lives: nothing to do, the build goes on.
    const third = await store();
    expect(await claimDemo(third, NOW, 'process-three', new Set([...live, 'process-three']))).toBe(false);
    expect(third.data.demo[0]).toMatchObject({ state: 'building', builder: winner });

    // The builder died: its build is marked failed (npm run reset-db starts another).
    expect(await claimDemo(third, NOW, 'process-three', new Set(['process-three']))).toBe(false);
    expect(third.data.demo[0]).toMatchObject({ state: 'failed', finished_at: '2026-03-01T08:00:00.000Z' });
  });
});
