/** A formik-bound checkbox holding 0 or 1 (the spec's flags). */
import { useField } from 'formik';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 4px 16px 4px 0;
  cursor: pointer;
`;

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<0 | 1>(name);
  return (
    <Label>
      <input
        type="checkbox"
        name={name}
        checked={field.value === 1}
        onChange={(event) => void helpers.setValue(event.target.checked ? 1 : 0)}
        onBlur={() => void helpers.setTouched(true)}
      />
      {label}
    </Label>
  );
}
