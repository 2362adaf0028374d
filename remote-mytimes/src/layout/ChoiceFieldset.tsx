/** A framed group of checkboxes with its legend, each choice a full-height row a thumb can hit. */
import styled from 'styled-components';

export const ChoiceFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 14px;
  margin-top: 24px;
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 40px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;
