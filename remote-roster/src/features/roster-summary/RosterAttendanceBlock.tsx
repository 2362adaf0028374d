/**
 * The attendance of a Published roster (ours, issue 20: clocking at the site's kiosk against the
 * roster): present, absent, late, left early, no clock-out and still to come, and the hours worked
 * against the hours rostered. Nothing for a Draft (not yet anyone's days).
 */
import styled from 'styled-components';
import { Card } from '@times/shared-sdk';
import type { RosterAttendance } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.summary.attendance;

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

const hours = (minutes: number) => (minutes / 60).toFixed(1);

export function RosterAttendanceBlock({ attendance }: { attendance?: RosterAttendance | null }) {
  if (!attendance) return null;
  const { present, absent, late, early_leave, missing_out, expected } = attendance;
  return (
    <Box as="section" aria-label={t.title}>
      <h3>{t.title}</h3>
      <p>{t.counts(present, absent, late, early_leave, missing_out, expected)}</p>
      <p>{t.hours(hours(attendance.worked_minutes), hours(attendance.rostered_minutes))}</p>
    </Box>
  );
}
