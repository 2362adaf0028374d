/**
 * One roster of the list (spec 002 section 2.2): site and shift names, Period, Time created,
 * Created by, the status badge and (ours) the Draft/Published badge. The names are the button opening its details when `onOpen`
 * is given.
 */
import type { AvailableRoster } from '@times/shared-sdk';
import {
  ListCard as Box,
  ListCardHead as Head,
  ListCardLine as Line,
  ListCardOpen,
  StatusBadge,
  appMessages,
  rosterStatusTone,
} from '@times/shared-sdk/app';
import { PublishStateBadge } from '../roster-publish';

const t = appMessages.rosters.list;

interface Props {
  roster: AvailableRoster;
  onOpen?: (roster: AvailableRoster) => void;
}

export function RosterCard({ roster, onOpen }: Props) {
  // The space keeps the two names apart in the button's text, as they are in its name.
  const names = (
    <>
      <strong>{roster.site_name}</strong> <Line>{roster.shift_name}</Line>
    </>
  );
  return (
    <Box>
      <Head>
        {onOpen ? (
          <ListCardOpen
            aria-label={t.open(roster.site_name, roster.shift_name, roster.period)}
            onClick={() => onOpen(roster)}
          >
            {names}
          </ListCardOpen>
        ) : (
          <span>{names}</span>
        )}
        <span>
          <StatusBadge status={roster.status} tone={rosterStatusTone(roster.status)} />{' '}
          <PublishStateBadge state={roster.publish_state} />
        </span>
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
    </Box>
  );
}
