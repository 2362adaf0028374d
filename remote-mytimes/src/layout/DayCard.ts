/**
 * A card of one shift on a day in a list of My Times (a day of My shifts, an open shift): its edge marks it (accent:
 * today's, or one to take), its heading says when, its lines where and as what, the muted lines the rest.
 */
import styled from 'styled-components';

export const DayCard = styled.li<{ $marked: boolean }>`
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border-left: 6px solid ${({ theme, $marked }) => ($marked ? theme.colors.accent : theme.colors.brandLight)};
  padding: 12px 14px;
  margin: 0 0 10px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.brand};
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  p {
    margin: 4px 0 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
