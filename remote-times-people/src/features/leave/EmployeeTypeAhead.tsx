/**
 * The employee type-ahead of Leave Days: a search box (a combobox) whose listbox shows each match
 * as name and employee number. Arrow keys move, Enter or a click picks, Escape closes; Clear
 * empties the box and the choice. Typing again drops the choice.
 */
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldLabel, FieldWrap } from '@times/shared-sdk';
import type { EmployeeSearchResult } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { canSearch, useEmployeeSearch } from './useEmployeeSearch';

const t = appMessages.employees.leave;

export const employeeLabel = (employee: EmployeeSearchResult): string => t.option(employee.name, employee.employee_number);

const Line = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Combo = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Input = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 8px 10px;
  border-radius: 6px;
  font: inherit;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Option = styled.li<{ $active: boolean }>`
  padding: 6px 10px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandLight : 'transparent')};
  &:hover { background: ${({ theme }) => theme.colors.brandLight}; }
`;

const Note = styled.p<{ $tone?: 'danger' | 'strong' }>`
  margin: 0;
  font-size: ${({ $tone }) => ($tone === 'strong' ? '1rem' : '0.85rem')};
  font-weight: ${({ $tone }) => ($tone === 'strong' ? 600 : 400)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'strong' ? theme.colors.text : theme.colors.muted)};
`;

interface Props {
  value: EmployeeSearchResult | null;
  onChange: (employee: EmployeeSearchResult | null) => void;
}

export function EmployeeTypeAhead({ value, onChange }: Props) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(value ? employeeLabel(value) : '');
  /** What the user typed: only typing searches (picking fills the box without searching). */
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useEmployeeSearch(term);
  const employees = search.employees;
  useEffect(() => setActive(-1), [employees]);

  const typed = canSearch(term);
  const listOpen = open && typed && employees.length > 0;
  const noneFound = open && typed && search.status === 'done' && employees.length === 0;

  const choose = (employee: EmployeeSearchResult) => {
    setText(employeeLabel(employee));
    setTerm('');
    setOpen(false);
    setActive(-1);
    onChange(employee);
  };

  const handleClear = () => {
    setText('');
    setTerm('');
    setOpen(false);
    setActive(-1);
    onChange(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = employees.length;
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
        event.preventDefault();
        // Enter picks the highlighted match, or the only one.
        const employee = employees[active] ?? (count === 1 ? employees[0] : undefined);
        if (employee) choose(employee);
        break;
      }
      case 'Escape':
        if (!listOpen) return;
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        break;
      default:
    }
  };

  return (
    <FieldWrap>
      <FieldLabel htmlFor={id}>{t.search}</FieldLabel>
      <Line>
        <Combo>
          <Input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            value={text}
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listboxId}
            aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
            aria-describedby={hintId}
            onChange={(event) => {
              setText(event.target.value);
              setTerm(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) onChange(null);
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {listOpen && (
            <List id={listboxId} role="listbox" aria-label={t.search}>
              {employees.map((employee, index) => (
                <Option
                  key={employee.emd}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  // Keep the focus in the box, so its blur does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(employee)}
                >
                  {employeeLabel(employee)}
                </Option>
              ))}
            </List>
          )}
        </Combo>
        <Button type="button" $variant="secondary" onClick={handleClear}>
          {t.clear}
        </Button>
      </Line>
      <Note id={hintId}>{t.searchHint}</Note>
      {open && typed && search.status === 'loading' && employees.length === 0 && <Note role="status">{t.searching}</Note>}
      {noneFound && <Note role="status">{t.noMatches}</Note>}
      {open && typed && search.status === 'error' && search.error && (
        <Note role="alert" $tone="danger">
          {search.error}
        </Note>
      )}
      {value && (
        <Note $tone="strong" aria-live="polite">
          {t.selected(employeeLabel(value))}
        </Note>
      )}
    </FieldWrap>
  );
}
