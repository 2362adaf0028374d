/** The look of View Roster's cover tools: a bordered panel, compact lists with a button per line. */
import styled from 'styled-components';

export const CoverPanel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 0.75rem 0;
  h3 {
    margin: 0.5rem 0;
    font-size: 1rem;
  }
`;

export const LineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.35rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: none;
  }
`;

export const Reasons = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  font-size: 0.9rem;
`;
