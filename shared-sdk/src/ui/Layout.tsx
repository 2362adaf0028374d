import styled from 'styled-components';

/** A centered column for forms and short pages. */
export const Narrow = styled.div`
  max-width: 480px;
  margin: 32px auto;
  padding: 0 16px;
`;

export const Row = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  flex-wrap: wrap;
`;

export const Grid2 = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 12px;
  @media (max-width: 560px) { grid-template-columns: 1fr; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 4px 0 12px;
`;
