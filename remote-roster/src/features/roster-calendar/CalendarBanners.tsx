/**
 * The grid's status lines (spec 002 section 2.4): one slot of fixed height holding 'Loading..'
 * while busy, else the green success or red error of the last swap or move (so the grid does not
 * jump as they follow each other); an error of loading the roster; and the keyboard pick's
 * announcement (a live region, always present so its changes are read).
 */
import styled from 'styled-components';
import { Alert, Muted } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { EditMessage } from './useRosterEdit';

const t = appMessages.rosters.calendar;

const Slot = styled.div`
  min-height: 3.6rem;
`;

const Announcement = styled(Muted)`
  min-height: 1.25rem;
`;

interface Props {
  loading: boolean;
  message: EditMessage | null;
  loadError: string | null;
  announcement: string;
}

export function CalendarBanners({ loading, message, loadError, announcement }: Props) {
  return (
    <>
      <Slot>
        {loading ? (
          <Alert tone="info">{t.loading}</Alert>
        ) : (
          message && <Alert tone={message.tone}>{message.text}</Alert>
        )}
      </Slot>
      {loadError && <Alert>{loadError}</Alert>}
      <Announcement role="status">{announcement}</Announcement>
    </>
  );
}
