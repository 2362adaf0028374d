/** A formik-bound group of radio buttons with numeric values. */
import { useField } from 'formik';
import styled from 'styled-components';
import { FieldError } from './FormField';

const Fieldset = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 4px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0; margin-bottom: 4px; width: 100%; }
  label { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
`;

export interface RadioOption {
  value: number;
  label: string;
}

export function RadioGroup({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly RadioOption[];
}) {
  const [field, meta, helpers] = useField<number | ''>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Fieldset aria-invalid={invalid}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => void helpers.setValue(option.value)}
            onBlur={() => void helpers.setTouched(true)}
          />
          {option.label}
        </label>
      ))}
      <FieldError style={{ width: '100%' }}>{invalid ? meta.error : null}</FieldError>
    </Fieldset>
  );
}
