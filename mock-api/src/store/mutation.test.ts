import { isDraft } from 'immer';
import { changesBetween, mutate, newestOf } from './mutation';
import { emptyState, nextId } from './types';
import type { DbState, DemoRecord } from './types';

// Any collection would do: the demo records are the smallest to write out.
const leave = (id: number, date: string): DemoRecord => ({
  id,
  state: 'ready',
  started_at: date,
  finished_at: '',
  message: '',
});

const stateWith = (leaves: DemoRecord[]): DbState => ({ ...emptyState(), demo: leaves });

describe('a mutation', () => {
  it('reports just the records it added, changed and removed, and leaves the state it started from alone', () => {
    const state = stateWith([leave(1, '2026-03-01'), leave(2, '2026-03-02'), leave(3, '2026-03-03')]);
    const { next, result, changes } = mutate(state, (draft) => {
      draft.demo[0]!.started_at = '2026-04-01';
      draft.demo = draft.demo.filter((record) => record.id !== 2);
      draft.demo.push(leave(4, '2026-03-04'));
      return draft.demo.length;
    });
    expect(result).toBe(3);
    expect(changes).toEqual([
      { collection: 'demo', key: '1', record: { ...leave(1, '2026-04-01') } },
      { collection: 'demo', key: '4', record: leave(4, '2026-03-04') },
      { collection: 'demo', key: '2', record: null },
    ]);
    expect(state.demo.map((record) => record.started_at)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    // What it left alone keeps its identity: the other collections and the untouched record.
    expect(next.users).toBe(state.users);
    expect(next.demo.find((record) => record.id === 3)).toBe(state.demo[2]);
  });

  it('reads a whole collection without drafting its records, changes of the mutation included', () => {
    const state = stateWith([leave(1, '2026-03-01'), leave(2, '2026-03-02')]);
    mutate(state, (draft) => {
      // Nothing changed yet: the collection the write began from, as it was.
      expect(newestOf(draft.demo)).toBe(state.demo);
      expect(nextId(draft.demo)).toBe(3);
      draft.demo.push(leave(7, '2026-03-07'));
      draft.demo[0]!.message = 'changed';
      const newest = newestOf(draft.demo);
      expect(newest.some((record) => isDraft(record))).toBe(false);
      expect(newest.map((record) => record.id)).toEqual([1, 2, 7]);
      expect(newest[0]!.message).toBe('changed');
      expect(newest[1]).toBe(state.demo[1]);
      expect(nextId(draft.demo)).toBe(8);
    });
  });

  it('hands back a record it found as a plain value, usable after the write', () => {
    const state = stateWith([leave(1, '2026-03-01')]);
    const { result } = mutate(state, (draft) => {
      const found = draft.demo[0]!;
      found.started_at = '2026-05-01';
      return { found, all: [found] };
    });
    expect(result.found.started_at).toBe('2026-05-01');
    expect(result.all[0]?.started_at).toBe('2026-05-01');
  });

  it('changes nothing when it only reads, or when it throws', () => {
    const state = stateWith([leave(1, '2026-03-01')]);
    const read = mutate(state, (draft) => draft.demo.length);
    expect(read.next).toBe(state);
    expect(read.changes).toEqual([]);
    expect(() =>
      mutate(state, (draft) => {
        draft.demo = [];
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(state.demo).toHaveLength(1);
  });

  it('keys an app selection by its user and app', () => {
    const before = { ...emptyState(), app_selections: [{ user_id: 1, app_id: 'a', selected_at: 'x' }] };
    const after = { ...before, app_selections: [{ user_id: 1, app_id: 'a', selected_at: 'y' }] };
    expect(changesBetween(before, after)).toEqual([
      { collection: 'app_selections', key: '1/a', record: { user_id: 1, app_id: 'a', selected_at: 'y' } },
    ]);
  });
});
