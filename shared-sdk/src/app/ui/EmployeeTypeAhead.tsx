/**
 * The employee type-ahead (Leave Days, the shift employees of the roster setup): a search box (a combobox) whose listbox shows each match
 * as name and employee number. Arrow keys move, Enter or a click picks, Escape closes; Clear
 * empties the box and the choice. Typing again drops the choice.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Button, FieldLabel, FieldWrap } from '@times/shared-sdk';
import type { EmployeeSearchResult } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { useCombobox, useComboboxState } from '../hooks/useCombobox';
import { canSearch, useEmployeeSearch } from '../hooks/useEmployeeSearch';
import { ComboboxFrame, ComboboxList, ComboboxOption, ControlInput } from './Combobox';

const t = appMessages.employees.leave;

export const employeeLabel = (employee: EmployeeSearchResult): string =>
  t.option(employee.name, employee.employee_number);

const Line = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Combo = styled(ComboboxFrame)`
  flex: 1;
  min-width: 0;
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
  const box = useComboboxState(value ? employeeLabel(value) : '');
  const search = useEmployeeSearch(box.term);
  const employees = search.employees;
  const typed = canSearch(box.term);
  const { listOpen, hintId, listboxId, inputProps, optionProps } = useCombobox(box, {
    id,
    items: employees,
    typed,
    label: employeeLabel,
    onChoose: onChange,
    onType: () => {
      if (value) onChange(null);
    },
    enterPicksOnlyMatch: true,
  });
  const { open } = box;
  const noneFound = open && typed && search.status === 'done' && employees.length === 0;

  const handleClear = () => {
    box.reset('');
    onChange(null);
  };

  return (
    <FieldWrap>
      <FieldLabel htmlFor={id}>{t.search}</FieldLabel>
      <Line>
        <Combo>
          <ControlInput {...inputProps} />
          {listOpen && (
            <ComboboxList id={listboxId} role="listbox" aria-label={t.search}>
              {employees.map((employee, index) => (
                <ComboboxOption key={employee.emd} {...optionProps(employee, index)}>
                  {employeeLabel(employee)}
                </ComboboxOption>
              ))}
            </ComboboxList>
          )}
        </Combo>
        <Button type="button" $variant="secondary" onClick={handleClear}>
          {t.clear}
        </Button>
      </Line>
      <Note id={hintId}>{t.searchHint}</Note>
      {open && typed && search.status === 'loading' && employees.length === 0 && (
        <Note role="status">{t.searching}</Note>
      )}
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
