/** The parts of a chart's legend: the centred list and the colour swatch of an item or a series. */
import styled from 'styled-components';

export const LegendList = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 14px;
  font-size: 0.85rem;
  li { display: inline-flex; align-items: center; gap: 6px; }
`;

export const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;
