import type { ClockRequest } from '@times/shared-sdk';
import { ClockQueue } from '../clockQueue';
import { sendQueue } from '../sendQueue';
import type { SendResult } from '../sendQueue';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
};
const request = (ref: string): ClockRequest => ({
  std: 'S',
  empd: 'E',
  kind: 'in',
  at: '2026-12-07T06:00',
  instant: '2026-12-07T04:00:00.000Z',
  method: 'number',
  ref,
  photo: '',
});

describe('the clock queue', () => {
  it('keeps records per site, once per ref, in the order made', () => {
    const storage = memory();
    const queue = new ClockQueue(storage, 'S');
    queue.add({ request: request('ref-a'), name: 'A' });
    queue.add({ request: request('ref-b'), name: 'B' });
    queue.add({ request: request('ref-a'), name: 'A' });
    expect(new ClockQueue(storage, 'S').list().map((clock) => clock.request.ref)).toEqual(['ref-b', 'ref-a']);
    expect(new ClockQueue(storage, 'T').list()).toEqual([]);
    queue.remove('ref-b');
    expect(queue.list().map((clock) => clock.request.ref)).toEqual(['ref-a']);
  });

  it('reads a damaged store as empty rather than failing', () => {
    const storage = memory();
    storage.setItem('times.kiosk.queue.S', '{not json');
    expect(new ClockQueue(storage, 'S').list()).toEqual([]);
    storage.setItem('times.kiosk.queue.S', JSON.stringify([{ name: 'x' }, { name: 'A', request: request('ref-a') }]));
    expect(new ClockQueue(storage, 'S').list()).toHaveLength(1);
  });

  it('sends in order and stops at the first the API cannot take now; the rest wait with it', async () => {
    const queue = new ClockQueue(memory(), 'S');
    for (const ref of ['ref-a', 'ref-b', 'ref-c', 'ref-d']) queue.add({ request: request(ref), name: ref });
    const answers: Record<string, SendResult> = {
      'ref-a': { kind: 'recorded', clock: { ref: 'ref-a', kind: 'in', at: '', sftd: '', shift: '', late: 0 } },
      'ref-b': { kind: 'refused', message: 'Employee does not exist' },
      'ref-c': { kind: 'later' },
    };
    const tried: string[] = [];
    const sent = await sendQueue(queue, async ({ request: { ref } }) => {
      tried.push(ref);
      return answers[ref]!;
    });
    expect(tried).toEqual(['ref-a', 'ref-b', 'ref-c']);
    expect(sent.map(({ queued, result }) => [queued.request.ref, result.kind])).toEqual([
      ['ref-a', 'recorded'],
      ['ref-b', 'refused'],
    ]);
    expect(queue.list().map((clock) => clock.request.ref)).toEqual(['ref-c', 'ref-d']);
  });
});
