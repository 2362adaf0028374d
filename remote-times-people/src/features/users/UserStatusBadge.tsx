/**
 * A user's status as a small pill (spec 001 section 2.5): Active in green, Deactivated in red,
 * any other status (Pending) in amber.
 */
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { MemberStatus } from '@times/shared-sdk/app';

export type UserStatusTone = 'success' | 'danger' | 'warning';

/** The colour a user's status is shown in. */
export function userStatusTone(status: string): UserStatusTone {
  if (status === MemberStatus.ACTIVE) return 'success';
  if (status === MemberStatus.DEACTIVATED) return 'danger';
  return 'warning';
}

const colours = (theme: DefaultTheme, tone: UserStatusTone) =>
  ({
    success: { text: theme.colors.success, background: theme.colors.successBg },
    danger: { text: theme.colors.danger, background: theme.colors.dangerBg },
    // The theme has no amber background: the amber at 10% opacity.
    warning: { text: theme.colors.warning, background: `${theme.colors.warning}1a` },
  })[tone];

const Pill = styled.span<{ $tone: UserStatusTone }>`
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

export function UserStatusBadge({ status }: { status: string }) {
  const tone = userStatusTone(status);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {status}
    </Pill>
  );
}
