/**
 * One roster of the list (spec 002 section 2.2): site and shift names, Period, Time created,
 * Created by and the status badge. A button opening its details when `onOpen` is given.
 */
import type { AvailableRoster } from '@times/shared-sdk';
import { ListCard as Box, ListCardHead as Head, ListCardLine as Line, StatusBadge, appMessages, rosterStatusTone } from '@times/shared-sdk/app';

const t = appMessages.rosters.list;

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
