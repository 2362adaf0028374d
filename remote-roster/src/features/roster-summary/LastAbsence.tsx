/**
 * The last absence recorded on the roster (ours, issue 17: 'the summary lists what changed'): who
 * was absent when, and each day the re-plan removed or cover it added. Nothing when none was.
 */
import styled from 'styled-components';
import { Card } from '@times/shared-sdk';
import type { RosterAbsenceLog } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { AbsenceChanges } from '../roster-cover/AbsenceChanges';
import { fullName } from '../shift-employees/fullName';

const t = appMessages.rosters.summary.lastAbsence;

const Box = styled(Card)`
  padding: 12px 16px;
  h3 {
    font-size: 1rem;
    margin: 8px 0 4px;
  }
  p {
    margin: 0 0 4px;
  }
`;

export function LastAbsence({ absence }: { absence?: RosterAbsenceLog | null }) {
  if (!absence) return null;
  return (
    <Box as="section" aria-label={t.title}>
      <h3>{t.title}</h3>
      <p>{t.line(fullName(absence), absence.from_date, absence.to_date, absence.recorded_at)}</p>
      <AbsenceChanges answer={{ changes: absence.changes }} />
    </Box>
  );
}
