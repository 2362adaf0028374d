/** The exclusion days Mon … Hld of a shift employee: a checkbox each, flags 0 or 1 (1 = not rostered that day). */
import styled from 'styled-components';
import { CheckboxField, SHIFT_DAYS, appMessages } from '@times/shared-sdk/app';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px;
  margin: 0 0 12px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0 4px; }
`;

export function ExclusionDays() {
  const days = appMessages.shiftSetup.wizard.days;
  return (
    <Fieldset>
      <legend>{appMessages.shiftSetup.employees.exclusionDays}</legend>
      {SHIFT_DAYS.map((day) => (
        <CheckboxField key={day} name={day} label={days[day]} />
      ))}
    </Fieldset>
  );
}
