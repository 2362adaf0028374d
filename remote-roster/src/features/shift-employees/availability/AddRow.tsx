/** A row of add-form fields with the add button aligned to the inputs (the message slot stays below). */
import styled from 'styled-components';

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 12px;
  > button { margin-top: 1.6rem; }
`;
