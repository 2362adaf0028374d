/** Parts of the list tables: a header read by screen readers only, and a box that scrolls a wide table. */
import styled from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Positioned, so the table's visually hidden headers are clipped with it rather than widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  position: relative;
`;
