/**
 * The 'Toolbox' above the grid (spec 002 section 2.4): each position's colour and abbreviation
 * (its name on hover and for screen readers), and the keyboard hint when the grid is editable.
 */
import styled from 'styled-components';
import { Muted } from '@times/shared-sdk';
import type { RosterPosition } from '@times/shared-sdk';
import { VisuallyHidden, appMessages } from '@times/shared-sdk/app';
import { hiddenInPrint, onlyInPrint } from '../roster-export';
import { badgeStyle } from './positionColours';

const t = appMessages.rosters.calendar;

const Box = styled.section`
  margin: 8px 0;
  h4 {
    margin: 0 0 6px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .swatch {
    display: inline-block;
    min-width: 1rem;
    padding: 1px 6px;
    border-radius: 4px;
    font-size: 0.75rem;
    font-weight: 600;
  }
`;

export function PositionLegend({ positions, editable }: { positions: readonly RosterPosition[]; editable: boolean }) {
  return (
    <Box>
      <h4>{t.toolbox}</h4>
      <ul aria-label={t.legendLabel}>
        {positions.map((position) => (
          <li key={position.id} title={position.name}>
            <span className="swatch" style={badgeStyle(position.color)}>
              {position.role_abbrvtn}
            </span>
            <VisuallyHidden>{position.name}</VisuallyHidden>
            <span {...onlyInPrint} aria-hidden="true">
              {position.name}
            </span>
          </li>
        ))}
      </ul>
      {editable && <Muted {...hiddenInPrint}>{t.keyboardHint}</Muted>}
    </Box>
  );
}
