/** Formik-bound inputs with a label and the field's validation message. */
import { useId } from 'react';
import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss } from './controlCss';

/** A field's column: label, control, message slot. */
export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  margin-bottom: 4px;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${controlCss}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

/** The message slot keeps its height when empty, so a message appearing never moves what is below it. */
export const FieldError = styled.span`
  display: block;
  min-height: 1.3rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  line-height: 1.3rem;
`;

interface BaseProps {
  name: string;
  label: string;
}

/** formik's field plus what the label, the control and the message slot need. */
function useLabelledField(name: string) {
  const [field, meta] = useField(name);
  const invalid = Boolean(meta.touched && meta.error);
  // Unique per field instance: two forms on one screen (e.g. a setup wizard step) may share field names.
  const id = `field-${name}${useId()}`;
  const controlProps = { id, ...field, $invalid: invalid, 'aria-invalid': invalid, 'aria-describedby': `${id}-error` };
  const message = <FieldError id={`${id}-error`}>{invalid ? meta.error : null}</FieldError>;
  return { id, controlProps, message };
}

export function TextField({ name, label, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, controlProps, message } = useLabelledField(name);
  return (
    <FieldWrap>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input {...controlProps} {...rest} />
      {message}
    </FieldWrap>
  );
}

export function SelectField({
  name,
  label,
  children,
  ...rest
}: BaseProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const { id, controlProps, message } = useLabelledField(name);
  return (
    <FieldWrap>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select {...controlProps} {...rest}>
        {children}
      </Select>
      {message}
    </FieldWrap>
  );
}
