/**
 * The look of the View Roster grid: a box that scrolls both ways, with the header rows and the
 * employee column sticky; fixed-width day columns, Saturday blue-tinted and Sunday red-tinted;
 * position badges, plus signs, focus, pick and drag states (sortablejs's classes, DRAG_CLASSES).
 */
import styled from 'styled-components';
import { DRAG_CLASSES } from './useCalendarDrag';

/**
 * Column widths (rem): the employee column and each day column. A day column holds a badge of a
 * 5-letter position abbreviation (the longest the spec allows, even 'WWWWW') over its gender letter.
 * On a phone the employee column is narrower and its names wrap, so that days show beside it.
 */
const EMPLOYEE_COLUMN_REM = 14;
const PHONE_EMPLOYEE_COLUMN_REM = 8;
export const DAY_COLUMN_REM = 4.5;
const PHONE = '(max-width: 560px)';

/** The employee column's width as the grid's CSS reads it (set on CalendarScroll). */
export const EMPLOYEE_COLUMN = 'var(--employee-column)';

export const CalendarScroll = styled.div`
  --employee-column: ${EMPLOYEE_COLUMN_REM}rem;
  overflow: auto;
  max-height: 75vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  /* Keeps a focused cell out from under the sticky header and column. */
  scroll-padding: 8rem 0 0 ${EMPLOYEE_COLUMN};
  @media ${PHONE} {
    --employee-column: ${PHONE_EMPLOYEE_COLUMN_REM}rem;
  }
`;

export const CalendarGrid = styled.table`
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.colors.surface};

  th,
  td {
    width: ${DAY_COLUMN_REM}rem;
    height: 2rem;
    padding: 2px;
    text-align: center;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  thead {
    position: sticky;
    top: 0;
    z-index: 3;
  }
  thead th,
  thead td {
    font-weight: 600;
  }
  .employee {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${EMPLOYEE_COLUMN};
    padding: 2px 8px;
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    @media ${PHONE} {
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
  thead .employee {
    z-index: 4;
  }
  .saturday {
    background: ${({ theme }) => theme.colors.infoBg};
  }
  .sunday {
    background: ${({ theme }) => theme.colors.dangerBg};
  }
  /* Two lines, the abbreviation over the gender letter, so both always show whole. */
  .badge {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    max-width: 100%;
    overflow: hidden;
    padding: 1px 2px;
    border-radius: 4px;
    font-size: 0.7rem;
    font-weight: 600;
    line-height: 1.1;
    white-space: nowrap;
  }
  td.empty::before {
    content: '+';
    color: ${({ theme }) => theme.colors.muted};
  }
  td.day:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
  &.editable td.assigned {
    cursor: grab;
  }
  td.picked,
  td.${DRAG_CLASSES.target} {
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.accent};
  }
  td.${DRAG_CLASSES.source} {
    opacity: 0.4;
  }
  /* A rostered day's lock (PinToggle) in its top right corner: solid when pinned, faint until hovered when not. */
  td.assigned {
    position: relative;
  }
  td.assigned > .lock-icon,
  .pin-toggle {
    position: absolute;
    top: 1px;
    right: 1px;
    width: 12px;
    height: 12px;
  }
  .pin-toggle {
    display: flex;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    opacity: 0.3;
  }
  .pin-toggle.pinned,
  .pin-toggle:hover,
  .pin-toggle:focus-visible,
  td.assigned:hover .pin-toggle {
    opacity: 1;
  }
  .pin-toggle:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;
