import styled from 'styled-components';

/** A setup page: its title row and its tabs, then the active panel. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-end;
  flex-wrap: wrap;
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; font-size: 0.9rem; }
  select, input { min-height: 38px; padding: 6px 10px; border-radius: 6px; border: 1px solid ${({ theme }) => theme.colors.border}; font: inherit; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { background: ${({ theme }) => theme.colors.brandLight}; color: ${({ theme }) => theme.colors.brand}; font-size: 0.85rem; }
  tbody tr { cursor: pointer; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.background}; }
`;
