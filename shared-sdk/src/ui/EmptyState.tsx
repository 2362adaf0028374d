import styled from 'styled-components';

/** The message a list shows when it has nothing. */
export const EmptyState = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  padding: 24px 12px;
  margin: 0;
`;
