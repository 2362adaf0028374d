/**
 * One roster of the list (spec 002 section 2.2): site and shift names, Period, Time created,
 * Created by and the status badge. A button opening its details when `onOpen` is given.
 */
import styled from 'styled-components';
import type { AvailableRoster } from '@times/shared-sdk';
import { StatusBadge, appMessages, rosterStatusTone } from '@times/shared-sdk/app';

const t = appMessages.rosters.list;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 14px 16px;
  &:is(button) {
    cursor: pointer;
  }
  &:is(button):hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Head = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  strong {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Line = styled.span`
  display: block;
  font-size: 0.9rem;
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  roster: AvailableRoster;
  onOpen?: (roster: AvailableRoster) => void;
}

export function RosterCard({ roster, onOpen }: Props) {
  const content = (
    <>
      <Head>
        <span>
          <strong>{roster.site_name}</strong>
          <Line>{roster.shift_name}</Line>
        </span>
        <StatusBadge status={roster.status} tone={rosterStatusTone(roster.status)} />
      </Head>
      <Line>
        <span>{t.period}:</span> {roster.period}
      </Line>
      <Line>
        <span>{t.timeCreated}:</span> {roster.start_cal_time}
      </Line>
      <Line>
        <span>{t.createdBy}:</span> {roster.created_by}
      </Line>
    </>
  );
  if (!onOpen) return <Box as="article">{content}</Box>;
  return (
    <Box as="button" type="button" aria-label={t.open(roster.site_name, roster.shift_name, roster.period)} onClick={() => onOpen(roster)}>
      {content}
    </Box>
  );
}
