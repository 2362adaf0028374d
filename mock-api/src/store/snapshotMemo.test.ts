import { mutate } from './mutation';
import { snapshotMemo } from './snapshotMemo';
import { emptyState } from './types';
import type { DemoRecord } from './types';

const record = (id: number): DemoRecord => ({ id, state: 'ready', started_at: '', finished_at: '', message: '' });

describe('values derived once per state', () => {
  it('computes once for the same arrays and key, again for another key or a replaced array', () => {
    let computed = 0;
    const count = (records: readonly DemoRecord[], key: string) =>
      snapshotMemo([records], key, () => {
        computed += 1;
        return records.length;
      });
    const state = emptyState();
    state.demo = [record(1)];
    expect(count(state.demo, 'a')).toBe(1);
    expect(count(state.demo, 'a')).toBe(1);
    expect(computed).toBe(1);
    expect(count(state.demo, 'b')).toBe(1);
    expect(computed).toBe(2);

    // A write replaces the array it changes: the value follows the new content.
    const { next } = mutate(state, (draft) => {
      draft.demo.push(record(2));
    });
    expect(next.demo).not.toBe(state.demo);
    expect(count(next.demo, 'a')).toBe(2);
    expect(computed).toBe(3);
  });

  it('never caches a draft inside a write', () => {
    let computed = 0;
    mutate(emptyState(), (draft) => {
      const length = () =>
        snapshotMemo([draft.demo], 'k', () => {
          computed += 1;
          return draft.demo.length;
        });
      expect(length()).toBe(0);
      draft.demo.push(record(1));
      expect(length()).toBe(1);
    });
    expect(computed).toBe(2);
  });

  it('keeps a bounded number of keys per set of arrays', () => {
    const source: unknown[] = [];
    let computed = 0;
    const value = (key: string) => snapshotMemo([source], key, () => (computed += 1));
    for (let i = 0; i < 100; i += 1) value(`word${i}`);
    expect(computed).toBe(100);
    value('word99');
    expect(computed).toBe(100);
    // The oldest keys went: computed again.
    value('word0');
    expect(computed).toBe(101);
  });
});
