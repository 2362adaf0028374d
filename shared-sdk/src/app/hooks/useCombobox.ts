/**
 * A search box with a listbox of matches (the ARIA combobox pattern), in two steps, so the
 * search can sit between them:
 *
 *   const box = useComboboxState(initialText);
 *   const search = useSomeSearch(box.term);
 *   const combo = useCombobox(box, { id, items: search.items, typed, label, onChoose });
 *
 * Typing searches (the term); choosing fills the box with the item's label without searching.
 * ArrowDown/ArrowUp move through the matches (wrapping), Enter picks the highlighted one,
 * Escape closes the list; a click picks too (the focus stays in the box).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChangeEvent, Dispatch, KeyboardEvent, MouseEvent, SetStateAction } from 'react';

export interface ComboboxState {
  /** What the box shows. */
  text: string;
  /** What the user typed: only typing searches ('' once an item is chosen). */
  term: string;
  open: boolean;
  /** The highlighted match, -1 for none. */
  active: number;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setActive: Dispatch<SetStateAction<number>>;
  /** The user typed `value`. */
  type: (value: string) => void;
  /** Shows `text` in the box, with no search and the list closed. */
  reset: (text: string) => void;
}

export function useComboboxState(initialText: string): ComboboxState {
  const [text, setText] = useState(initialText);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fill = useCallback((value: string, typed: boolean) => {
    setText(value);
    setTerm(typed ? value : '');
    setOpen(typed);
    setActive(-1);
  }, []);
  const type = useCallback((value: string) => fill(value, true), [fill]);
  const reset = useCallback((value: string) => fill(value, false), [fill]);
  return { text, term, open, active, setOpen, setActive, type, reset };
}

export interface ComboboxOptions<T> {
  /** The box's id; the listbox's, the hint's and the options' ids derive from it. */
  id: string;
  /** The matches the list shows. */
  items: readonly T[];
  /** The term is long enough to search: the list only opens then. */
  typed: boolean;
  /** The text a chosen item fills the box with. */
  label: (item: T) => string;
  onChoose: (item: T) => void;
  /** After the user typed into the box. */
  onType?: (value: string) => void;
  /** Enter with none highlighted picks the only match. */
  enterPicksOnlyMatch?: boolean;
  /** An Escape that closes the list goes no further (a dialog around the box stays open). */
  escapeStaysInBox?: boolean;
}

export function useCombobox<T>(box: ComboboxState, options: ComboboxOptions<T>) {
  const { id, items, typed, label, onChoose, onType, enterPicksOnlyMatch = false, escapeStaysInBox = false } = options;
  const { text, open, active, setOpen, setActive } = box;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => setActive(-1), [items, setActive]);

  const listOpen = open && typed && items.length > 0;

  const choose = (item: T) => {
    box.reset(label(item));
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!typed || count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (listOpen ? (index + 1) % count : 0));
        break;
      case 'ArrowUp':
        if (!typed || count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (listOpen && index > 0 ? index - 1 : count - 1));
        break;
      case 'Enter': {
        if (!listOpen) return;
        // Picking a match never submits a form around the box.
        event.preventDefault();
        const item = items[active] ?? (enterPicksOnlyMatch && count === 1 ? items[0] : undefined);
        if (item !== undefined) choose(item);
        break;
      }
      case 'Escape':
        if (!listOpen) return;
        event.preventDefault();
        if (escapeStaysInBox) event.stopPropagation();
        setOpen(false);
        setActive(-1);
        break;
      default:
    }
  };

  /** The box's props (spread on the input). */
  const inputProps = {
    id,
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    spellCheck: false,
    value: text,
    'aria-autocomplete': 'list',
    'aria-expanded': listOpen,
    'aria-controls': listboxId,
    'aria-activedescendant': listOpen && active >= 0 ? optionId(active) : undefined,
    'aria-describedby': hintId,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      box.type(event.target.value);
      onType?.(event.target.value);
    },
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
  } as const;

  /** The props of the option of `item`, the index-th match (spread on a ComboboxOption). */
  const optionProps = (item: T, index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    $active: index === active,
    // Keep the focus in the box, so its blur does not close the list before the click.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseEnter: () => setActive(index),
    onClick: () => choose(item),
  });

  return { listOpen, listboxId, hintId, choose, inputProps, optionProps };
}
