/** One titled part of the availability dialog (a fieldset with its legend). */
import styled from 'styled-components';

export const Part = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px;
  margin: 0 0 12px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0 4px; }
  label.day { display: inline-flex; align-items: center; gap: 6px; margin: 4px 14px 4px 0; }
`;
