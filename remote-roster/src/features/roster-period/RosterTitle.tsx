/**
 * The header of a roster's Summary and View Roster (spec 002 sections 2.3 and 2.4): the period,
 * the time created (its label differs: 'Time Created' / 'Time created'), the site and shift names.
 */
import styled from 'styled-components';
import type { RosterHeader } from '@times/shared-sdk';

const Box = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  align-items: baseline;
  margin: 0.75rem 0;
  h3 {
    margin: 0;
  }
`;

interface Props {
  header: RosterHeader;
  timeCreatedLabel: string;
  upperCase?: boolean;
}

export function RosterTitle({ header, timeCreatedLabel, upperCase = false }: Props) {
  return (
    <Box>
      <h3>
        {header.site_name} {header.shift_name}
      </h3>
      <strong>{upperCase ? header.roster_period.toUpperCase() : header.roster_period}</strong>
      <span>
        {timeCreatedLabel}: {header.start_calc_time}
      </span>
    </Box>
  );
}
