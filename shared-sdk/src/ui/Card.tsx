import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 24px;
`;

export const CardTitle = styled.h1`
  margin: 0 0 16px;
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.brand};
`;
