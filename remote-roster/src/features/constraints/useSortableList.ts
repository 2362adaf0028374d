/**
 * sortablejs on a list element that React renders: created when the element mounts (and
 * `enabled`), destroyed when it unmounts. Sortable moves DOM nodes itself, so every drop is first
 * undone (the node goes back where React put it) and only then handed to `onDrop`; the screen
 * renders the server's new state, and React's DOM never goes out of sync.
 * Pointer-based dragging (forceFallback) works alike for mouse and touch.
 */
import { useEffect, useRef, useState } from 'react';
import Sortable from 'sortablejs';
import type { SortableEvent } from 'sortablejs';

export interface SortableDrop {
  /** The dropped element (its data-* attributes say what it is). */
  item: HTMLElement;
  /** Its place among the list's draggable items after the drop (the item itself counts). */
  newIndex: number | undefined;
  /** True when it came from another list of the group, false when moved inside this list. */
  added: boolean;
}

export interface SortableListOptions {
  /** Sortable exists only while true. */
  enabled: boolean;
  /** Turns dragging off for a while, e.g. while a change is in flight. */
  disabled: boolean;
  /** Lists of the same group exchange items as `pull` and `put` allow. */
  group: string;
  pull: boolean;
  put: boolean;
  /** May the items be reordered inside this list. */
  sort: boolean;
  /** CSS selector of the draggable items (other children, e.g. a drop zone, stay put). */
  draggable: string;
  onDrop?: (drop: SortableDrop) => void;
}

/** Puts a dropped element back where it was before Sortable moved it (oldIndex: its old place among `from`'s children). */
export function undoMove({ item, from, oldIndex }: Pick<SortableEvent, 'item' | 'from' | 'oldIndex'>): void {
  item.remove();
  from.insertBefore(item, (oldIndex === undefined ? undefined : from.children[oldIndex]) ?? null);
}

/** Returns the ref for the list element. */
export function useSortableList({ enabled, disabled, group, pull, put, sort, draggable, onDrop }: SortableListOptions) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const sortable = useRef<Sortable | null>(null);
  const latest = useRef({ onDrop, disabled });
  latest.current = { onDrop, disabled };

  useEffect(() => {
    if (!list || !enabled) return;
    const drop = (event: SortableEvent, added: boolean) => {
      undoMove(event);
      latest.current.onDrop?.({ item: event.item, newIndex: event.newDraggableIndex, added });
    };
    const instance = Sortable.create(list, {
      group: { name: group, pull, put },
      sort,
      draggable,
      disabled: latest.current.disabled,
      // Buttons inside the items stay plain buttons.
      filter: 'button',
      preventOnFilter: false,
      forceFallback: true,
      fallbackOnBody: true,
      // Dragged into another list, an item lands before the item under the pointer (spec 002
      // section 4: dropped onto a rule, it takes that rule's place); below the last one, at the end.
      onMove: (event) => (event.to !== event.from ? -1 : undefined),
      onAdd: (event) => drop(event, true),
      onUpdate: (event) => drop(event, false),
    });
    sortable.current = instance;
    return () => {
      sortable.current = null;
      instance.destroy();
    };
  }, [list, enabled, group, pull, put, sort, draggable]);

  useEffect(() => {
    sortable.current?.option('disabled', disabled);
  }, [disabled]);

  return setList;
}
