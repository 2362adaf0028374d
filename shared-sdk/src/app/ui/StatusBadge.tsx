/**
 * A status as a small pill in a tone's colours: a roster's (spec 002 section 2.2: Processing
 * info, Successful success, any other status danger) or a user's (spec 001 section 2.5: Active
 * green, Deactivated red, any other amber). The tone rules are below; a screen passes its own.
 */
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { RosterStatus } from '../../constants/rosters';
import { MemberStatus } from '../../constants/users';

export type StatusTone = 'info' | 'success' | 'danger' | 'warning';

/** The colour of a roster's status. */
export function rosterStatusTone(status: string): StatusTone {
  if (status === RosterStatus.PROCESSING) return 'info';
  if (status === RosterStatus.SUCCESSFUL) return 'success';
  return 'danger';
}

/** The colour of a user's status in the app. */
export function memberStatusTone(status: string): StatusTone {
  if (status === MemberStatus.ACTIVE) return 'success';
  if (status === MemberStatus.DEACTIVATED) return 'danger';
  return 'warning';
}

const colours = (theme: DefaultTheme, tone: StatusTone) =>
  ({
    info: { text: theme.colors.info, background: theme.colors.infoBg },
    success: { text: theme.colors.success, background: theme.colors.successBg },
    danger: { text: theme.colors.danger, background: theme.colors.dangerBg },
    // The theme has no amber background: the amber at 10% opacity.
    warning: { text: theme.colors.warning, background: `${theme.colors.warning}1a` },
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

export function StatusBadge({ status, tone }: { status: string; tone: StatusTone }) {
  return (
    <Pill $tone={tone} data-tone={tone}>
      {status}
    </Pill>
  );
}
