/**
 * The engine's explanations of a roster, shown in full: the rules it breaks, the required places
 * left empty and the availability and requests it honoured, each list in a box of its own that
 * scrolls when long; a line when no rule is broken and no place is empty.
 */
import styled from 'styled-components';
import { Alert } from '@times/shared-sdk';
import type { RosterStatisticsDetailsResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { DayNotesTable } from './DayNotesTable';
import { UncoveredTable } from './UncoveredTable';
import { ViolationsTable } from './ViolationsTable';

const t = appMessages.rosters.summary;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h4 { margin: 0; color: ${({ theme }) => theme.colors.brand}; }
`;

type Props = Pick<RosterStatisticsDetailsResponse, 'violations' | 'uncovered'> &
  Partial<Pick<RosterStatisticsDetailsResponse, 'day_notes'>>;

export function ExplanationsSection({ violations, uncovered, day_notes: notes = [] }: Props) {
  const none = violations.length === 0 && uncovered.length === 0;
  return (
    <Box aria-label={t.explanations}>
      <h4>{t.explanations}</h4>
      {none && <Alert tone="success">{t.noViolations}</Alert>}
      {violations.length > 0 && <ViolationsTable violations={violations} />}
      {uncovered.length > 0 && <UncoveredTable uncovered={uncovered} />}
      {notes.length > 0 && <DayNotesTable notes={notes} />}
    </Box>
  );
}
