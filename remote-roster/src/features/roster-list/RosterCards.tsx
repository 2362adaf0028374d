/** The roster list's cards: a spinner while they load, the call's error, or 'No records found'. */
import styled from 'styled-components';
import { Alert, EmptyState, Spinner } from '@times/shared-sdk';
import type { AvailableRoster } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { RosterCard } from './RosterCard';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
`;

interface Props {
  items: AvailableRoster[] | null;
  error: string | null;
  onOpen?: (roster: AvailableRoster) => void;
}

export function RosterCards({ items, error, onOpen }: Props) {
  if (error) return <Alert>{error}</Alert>;
  if (!items) return <Spinner />;
  if (items.length === 0) return <EmptyState>{appMessages.rosters.list.noRecords}</EmptyState>;
  return (
    <Grid>
      {items.map((roster) => (
        <li key={roster.rstd}>
          <RosterCard roster={roster} onOpen={onOpen} />
        </li>
      ))}
    </Grid>
  );
}
