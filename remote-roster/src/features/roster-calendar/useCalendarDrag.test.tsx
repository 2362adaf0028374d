import { render } from '@testing-library/react';
import Sortable from 'sortablejs';
import { dropOf, useCalendarDrag } from './useCalendarDrag';
import type { DropHandler } from './useCalendarDrag';

// The CommonJS build jest loads has no Swap plugin: a stand-in that does nothing (what the real
// one does on drop, exchanging the two cells, is simulated in the dropOf tests).
jest.mock('sortablejs', () => {
  const actual = jest.requireActual('sortablejs');
  function SwapStandIn() {}
  SwapStandIn.pluginName = 'swap';
  return {
    __esModule: true,
    default: actual,
    Swap: function Swap() {
      return SwapStandIn;
    },
  };
});

function Grid({
  enabled = true,
  disabled = false,
  onDrop = jest.fn(),
}: {
  enabled?: boolean;
  disabled?: boolean;
  onDrop?: DropHandler;
}) {
  const rowRef = useCalendarDrag({ enabled, disabled, onDrop });
  return (
    <table>
      <tbody>
        {['emp-a', 'emp-b'].map((emd) => (
          <tr key={emd} ref={rowRef} data-emd={emd}>
            <th>{emd}</th>
            <td className="pad" />
            <td data-emd={emd} data-date="2026-12-01" data-assigned="1">
              <button type="button" data-pin-toggle="">
                <svg />
              </button>
            </td>
            <td data-emd={emd} data-date="2026-12-02" data-assigned="0" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('tr')];
const cell = (container: HTMLElement, emd: string, date: string) =>
  container.querySelector<HTMLElement>(`td[data-emd="${emd}"][data-date="${date}"]`)!;
const order = (row: Element) => [...row.children].map((child) => (child as HTMLElement).dataset.date ?? child.tagName);

describe('useCalendarDrag (real sortablejs)', () => {
  it('creates one pointer-based Sortable per row in one group, in swap mode, with the day cells draggable', () => {
    const { container, unmount } = render(<Grid />);
    const instances = rows(container).map((row) => Sortable.get(row));
    expect(instances.every(Boolean)).toBe(true);
    const options = instances[0]!.options;
    expect(options).toMatchObject({
      forceFallback: true,
      draggable: 'td[data-date]',
      swap: true,
      sort: true,
      emptyInsertThreshold: 0,
    });
    expect(instances[1]!.options.group).toMatchObject({ name: 'roster-calendar' });
    unmount();
    expect(rows(container).map((row) => Sortable.get(row))).toEqual([]);
  });

  it('lets only assigned cells start a drag, and none while disabled', () => {
    const { container, rerender } = render(<Grid />);
    const filter = Sortable.get(rows(container)[0]!)!.options.filter as (
      event: Event,
      target: HTMLElement | null,
    ) => boolean;
    expect(filter(new Event('pointerdown'), cell(container, 'emp-a', '2026-12-01'))).toBe(false);
    expect(filter(new Event('pointerdown'), cell(container, 'emp-a', '2026-12-02'))).toBe(true);
    expect(filter(new Event('pointerdown'), null)).toBe(true);
    rerender(<Grid disabled />);
    expect(filter(new Event('pointerdown'), cell(container, 'emp-a', '2026-12-01'))).toBe(true);
  });

  it('never starts a drag from the lock button of an assigned cell (its click pins instead)', () => {
    const { container } = render(<Grid />);
    const options = Sortable.get(rows(container)[0]!)!.options;
    const filter = options.filter as (event: Event, target: HTMLElement | null) => boolean;
    const assigned = cell(container, 'emp-a', '2026-12-01');
    const pressOn = (target: Element) => {
      const event = new Event('pointerdown', { bubbles: true });
      target.dispatchEvent(event);
      return event;
    };
    expect(filter(pressOn(assigned), assigned)).toBe(false);
    expect(filter(pressOn(assigned.querySelector('button')!), assigned)).toBe(true);
    expect(filter(pressOn(assigned.querySelector('svg')!), assigned)).toBe(true);
    // The press is not cancelled, so the button's click goes through.
    expect(options.preventOnFilter).toBe(false);
  });

  it('creates nothing when not enabled', () => {
    const { container } = render(<Grid enabled={false} />);
    expect(
      rows(container)
        .map((row) => Sortable.get(row))
        .filter(Boolean),
    ).toEqual([]);
  });
});

describe('dropOf', () => {
  const elementFromPoint = jest.fn();
  beforeAll(() => {
    Object.defineProperty(document, 'elementFromPoint', { value: elementFromPoint, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'elementFromPoint');
  });

  function swapped() {
    const { container } = render(<Grid enabled={false} />);
    const source = cell(container, 'emp-a', '2026-12-01');
    const target = cell(container, 'emp-b', '2026-12-02');
    const before = rows(container).map(order);
    // What the Swap plugin does on drop: the two cells trade places.
    const marker = document.createComment('');
    source.replaceWith(marker);
    target.replaceWith(source);
    marker.replaceWith(target);
    return { container, source, target, before };
  }

  const release = (type = 'pointerup') => Object.assign(new Event(type), { clientX: 10, clientY: 20 });

  it('puts the two cells back, then names the dragged cell and the target under the pointer', () => {
    const { container, source, target, before } = swapped();
    elementFromPoint.mockReturnValue(target.appendChild(document.createElement('span')));
    expect(dropOf({ item: source, swapItem: target, originalEvent: release() })).toEqual({
      source: { emd: 'emp-a', date: '2026-12-01' },
      target: { emd: 'emp-b', date: '2026-12-02' },
    });
    expect(rows(container).map(order)).toEqual(before);
    expect(source.parentElement).toBe(rows(container)[0]);
    expect(elementFromPoint).toHaveBeenCalledWith(10, 20);
  });

  it('ignores a release beside the target, a cancelled pointer and a drag back to its own cell (the DOM restored all the same)', () => {
    const first = swapped();
    elementFromPoint.mockReturnValue(first.container.querySelector('th'));
    expect(dropOf({ item: first.source, swapItem: first.target, originalEvent: release() })).toBeNull();
    expect(rows(first.container).map(order)).toEqual(first.before);

    const second = swapped();
    elementFromPoint.mockReturnValue(second.target);
    expect(
      dropOf({ item: second.source, swapItem: second.target, originalEvent: release('pointercancel') }),
    ).toBeNull();
    expect(rows(second.container).map(order)).toEqual(second.before);

    const { container } = render(<Grid enabled={false} />);
    const own = cell(container, 'emp-a', '2026-12-01');
    expect(dropOf({ item: own, swapItem: own, originalEvent: release() })).toBeNull();
    expect(dropOf({ item: own, swapItem: null, originalEvent: release() })).toBeNull();
  });

  it('reads the point of a touch end', () => {
    const { source, target } = swapped();
    elementFromPoint.mockReturnValue(target);
    const touchEnd = Object.assign(new Event('touchend'), { changedTouches: [{ clientX: 3, clientY: 4 }] });
    expect(dropOf({ item: source, swapItem: target, originalEvent: touchEnd })).not.toBeNull();
    expect(elementFromPoint).toHaveBeenLastCalledWith(3, 4);
  });
});
