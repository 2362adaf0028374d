import { combinedPrepare } from './combinedPrepare';
import type { PrepareWrite } from './dataStore';
import type { DbState } from './types';

const client = { query: jest.fn() } as unknown as Parameters<PrepareWrite>[0];

const rows =
  (read: Partial<DbState>, order: string[], name: string): PrepareWrite =>
  () => {
    order.push(name);
    return Promise.resolve(read);
  };

describe('combinedPrepare', () => {
  it('is undefined without a prepare', () => {
    expect(combinedPrepare(undefined, undefined)).toBeUndefined();
  });

  it('runs the steps in order, a later one made from what the earlier read, each record kept once', async () => {
    const order: string[] = [];
    const roster = { id: 7, rstd: 'r7' } as DbState['rosters'][number];
    const seen: Partial<DbState>[] = [];
    const prepare = combinedPrepare(
      rows({ rosters: [roster] }, order, 'roster'),
      undefined,
      {
        after: (read) => {
          seen.push({ ...read });
          return rows({ rosters: [roster], employees: [] }, order, 'accounts');
        },
      },
      { after: () => undefined },
    )!;
    const read = await prepare(client);
    expect(order).toEqual(['roster', 'accounts']);
    expect(seen).toEqual([{ rosters: [roster] }]);
    expect(read).toEqual({ rosters: [roster], employees: [] });
  });
});
