import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useCombobox, useComboboxState } from './useCombobox';

const FRUITS = ['Apple', 'Apricot', 'Avocado'];

interface BoxProps {
  onChoose?: (item: string) => void;
  onType?: (value: string) => void;
  enterPicksOnlyMatch?: boolean;
  escapeStaysInBox?: boolean;
  items?: string[];
}

/** A bare combobox: the matches are the items starting with the term (2 characters or more). */
function Box({ onChoose = jest.fn(), onType, enterPicksOnlyMatch, escapeStaysInBox, items = FRUITS }: BoxProps) {
  const box = useComboboxState('');
  const typed = box.term.trim().length >= 2;
  const [all] = useState(items);
  const matches = typed ? all.filter((item) => item.toLowerCase().startsWith(box.term.trim().toLowerCase())) : [];
  const [found] = useState(() => new Map<string, string[]>());
  // The same array for the same term, as a search hook answers.
  const key = matches.join('|');
  if (!found.has(key)) found.set(key, matches);
  const combo = useCombobox(box, {
    id: 'fruit',
    items: found.get(key) ?? [],
    typed,
    label: (item) => item.toUpperCase(),
    onChoose,
    onType,
    enterPicksOnlyMatch,
    escapeStaysInBox,
  });
  return (
    <div>
      <input aria-label="Fruit" {...combo.inputProps} />
      {combo.listOpen && (
        <ul id={combo.listboxId} role="listbox">
          {found.get(key)?.map((item, index) => {
            const { $active, ...props } = combo.optionProps(item, index);
            return (
              <li key={item} data-active={$active} {...props}>
                {item}
              </li>
            );
          })}
        </ul>
      )}
      <p id={combo.hintId}>hint</p>
    </div>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Fruit' });
const type = (value: string) => {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value } });
};
const key = (k: string) => fireEvent.keyDown(input(), { key: k });

describe('useCombobox', () => {
  it('gives the box its combobox attributes', () => {
    render(<Box />);
    expect(input()).toHaveAttribute('id', 'fruit');
    expect(input()).toHaveAttribute('autocomplete', 'off');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-controls', 'fruit-listbox');
    expect(input()).toHaveAttribute('aria-describedby', 'fruit-hint');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens the list once the term is long enough', () => {
    const onType = jest.fn();
    render(<Box onType={onType} />);
    type('a');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    type('ap');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Apricot']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(onType).toHaveBeenLastCalledWith('ap');
  });

  it('moves through the matches with the arrow keys, wrapping around', () => {
    render(<Box />);
    type('ap');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', 'fruit-option-0');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', 'fruit-option-1');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', 'fruit-option-0');
    key('ArrowUp');
    expect(input()).toHaveAttribute('aria-activedescendant', 'fruit-option-1');
  });

  it('picks the highlighted match with Enter and fills the box with its label', () => {
    const onChoose = jest.fn();
    render(<Box onChoose={onChoose} />);
    type('ap');
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith('Apricot');
    expect(input()).toHaveValue('APRICOT');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks the only match with Enter only when asked to', () => {
    const onChoose = jest.fn();
    const { unmount } = render(<Box onChoose={onChoose} />);
    type('av');
    key('Enter');
    expect(onChoose).not.toHaveBeenCalled();
    unmount();
    render(<Box onChoose={onChoose} enterPicksOnlyMatch />);
    type('av');
    key('Enter');
    expect(onChoose).toHaveBeenCalledWith('Avocado');
  });

  it('closes the list with Escape, stopping it there only when asked to', () => {
    const outside = jest.fn();
    document.addEventListener('keydown', outside);
    const { unmount } = render(<Box />);
    type('ap');
    key('Escape');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(outside).toHaveBeenCalledTimes(1);
    unmount();
    render(<Box escapeStaysInBox />);
    type('ap');
    key('Escape');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(outside).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', outside);
  });

  it('picks a match with a click, highlighting it under the pointer', () => {
    const onChoose = jest.fn();
    render(<Box onChoose={onChoose} />);
    type('ap');
    const [, apricot] = screen.getAllByRole('option');
    fireEvent.mouseEnter(apricot!);
    expect(apricot).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(apricot!);
    expect(onChoose).toHaveBeenCalledWith('Apricot');
    expect(input()).toHaveValue('APRICOT');
  });

  it('closes the list on blur and opens it again on focus', () => {
    render(<Box />);
    type('ap');
    fireEvent.blur(input());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.focus(input());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
