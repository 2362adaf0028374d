/**
 * A roster's status as a small pill (spec 002 section 2.2): Processing in the info colour,
 * Successful in the success colour, any other status (a failure) in the danger colour.
 */
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { RosterStatus } from '../../constants/rosters';

export type StatusTone = 'info' | 'success' | 'danger';

/** The colour a status is shown in. */
export function statusTone(status: string): StatusTone {
  if (status === RosterStatus.PROCESSING) return 'info';
  if (status === RosterStatus.SUCCESSFUL) return 'success';
  return 'danger';
}

const colours = (theme: DefaultTheme, tone: StatusTone) =>
  ({
    info: { text: theme.colors.info, background: theme.colors.infoBg },
    success: { text: theme.colors.success, background: theme.colors.successBg },
    danger: { text: theme.colors.danger, background: theme.colors.dangerBg },
  })[tone];

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ theme, $tone }) => colours(theme, $tone).text};
  background: ${({ theme, $tone }) => colours(theme, $tone).background};
  border: 1px solid currentColor;
`;

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {status}
    </Pill>
  );
}
