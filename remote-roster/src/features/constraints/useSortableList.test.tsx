import { render } from '@testing-library/react';
import Sortable from 'sortablejs';
import { undoMove, useSortableList } from './useSortableList';
import type { SortableListOptions } from './useSortableList';

const options: SortableListOptions = {
  enabled: true,
  disabled: false,
  group: 'g',
  pull: true,
  put: true,
  sort: true,
  draggable: '[data-id]',
};

function List(props: Partial<SortableListOptions>) {
  const ref = useSortableList({ ...options, ...props });
  return (
    <ul ref={ref} aria-label="list">
      <li data-id="a">a</li>
      <li data-id="b">b</li>
    </ul>
  );
}

const ids = (element: Element) => [...element.children].map((child) => child.textContent);

describe('useSortableList (real sortablejs)', () => {
  it('creates Sortable on the element with the options, follows `disabled`, destroys it on unmount', () => {
    const { getByRole, rerender, unmount } = render(<List />);
    const element = getByRole('list');
    const instance = Sortable.get(element)!;
    expect(instance).toBeDefined();
    expect(instance.option('forceFallback')).toBe(true);
    expect(instance.option('draggable')).toBe('[data-id]');
    expect(instance.option('disabled')).toBe(false);
    rerender(<List disabled />);
    expect(Sortable.get(element)).toBe(instance);
    expect(instance.option('disabled')).toBe(true);
    unmount();
    expect(Sortable.get(element)).toBeFalsy();
  });

  it('creates nothing when not enabled', () => {
    const { getByRole } = render(<List enabled={false} />);
    expect(Sortable.get(getByRole('list'))).toBeFalsy();
  });
});

describe('undoMove', () => {
  const make = (...texts: string[]) => {
    const list = document.createElement('ol');
    for (const text of texts) list.append(Object.assign(document.createElement('li'), { textContent: text }));
    return list;
  };

  it('puts an item moved to another list back at its old index', () => {
    const from = make('a', 'b', 'c');
    const to = make('x', 'zone');
    const item = from.children[1] as HTMLElement;
    to.insertBefore(item, to.children[1]!);
    undoMove({ item, from, oldIndex: 1 });
    expect(ids(from)).toEqual(['a', 'b', 'c']);
    expect(ids(to)).toEqual(['x', 'zone']);
  });

  it('puts the last item back last, and undoes a move inside one list (down and up)', () => {
    const from = make('a', 'b');
    const to = make('zone');
    const last = from.children[1] as HTMLElement;
    to.prepend(last);
    undoMove({ item: last, from, oldIndex: 1 });
    expect(ids(from)).toEqual(['a', 'b']);

    const list = make('a', 'b', 'c', 'zone');
    const a = list.children[0] as HTMLElement;
    list.insertBefore(a, list.children[3]!); // b c a zone
    undoMove({ item: a, from: list, oldIndex: 0 });
    expect(ids(list)).toEqual(['a', 'b', 'c', 'zone']);
    const c = list.children[2] as HTMLElement;
    list.prepend(c); // c a b zone
    undoMove({ item: c, from: list, oldIndex: 2 });
    expect(ids(list)).toEqual(['a', 'b', 'c', 'zone']);
  });
});
