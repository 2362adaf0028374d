/**
 * My shifts: the employee's days on Published rosters, today's on top, then the open shifts they may
 * take (issue 34), then the coming days, then the days gone by with rostered against worked hours. Read offline from the last answer, with
 * its moment.
 */
import styled from 'styled-components';
import { Alert, Spinner } from '@times/shared-sdk';
import { myTimesMessages, myTimesApi } from '@times/shared-sdk/mytimes';
import { momentLabel } from '../../offline/dates';
import { useOfflineRead } from '../../offline/useOfflineRead';
import { storageKey, useMe } from '../../layout/useMe';
import { CalendarLink } from './CalendarLink';
import { OpenShifts } from '../open-shifts/OpenShifts';
import { ShiftCard } from './ShiftCard';
import { shiftSpan } from './shiftSpan';

const m = myTimesMessages;
const s = m.shifts;

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
`;

const Heading = styled.h2`
  font-size: 1rem;
  margin: 16px 0 8px;
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export function MyShiftsPage() {
  const { me } = useMe();
  const today = me?.today ?? '';
  const read = useOfflineRead(
    me ? storageKey(me, 'shifts') : null,
    () => myTimesApi.shifts(shiftSpan(today)),
    (data) => data.as_of,
  );
  const shifts = read.data?.shifts ?? [];
  const todays = shifts.filter((shift) => shift.date === today);
  const coming = shifts.filter((shift) => shift.date > today);
  const past = shifts.filter((shift) => shift.date < today).reverse();
  return (
    <section aria-labelledby="my-shifts-title">
      <h1 id="my-shifts-title">{s.title}</h1>
      {read.offlineAsOf && <Alert tone="info">{m.asOf(momentLabel(read.offlineAsOf))}</Alert>}
      {read.error && <Alert>{read.error}</Alert>}
      {read.loading && !read.data && <Spinner />}
      {read.data && (
        <>
          {todays.length > 0 && (
            <List aria-label={s.today}>
              {todays.map((shift) => (
                <ShiftCard key={`${shift.date}${shift.shift_name}`} shift={shift} today />
              ))}
            </List>
          )}
          {!read.offlineAsOf && <OpenShifts onTaken={read.reload} />}
          <Heading>{s.coming}</Heading>
          {coming.length === 0 ? (
            <p>{s.noneComing}</p>
          ) : (
            <List aria-label={s.coming}>
              {coming.map((shift) => (
                <ShiftCard key={`${shift.date}${shift.shift_name}`} shift={shift} today={false} />
              ))}
            </List>
          )}
          {past.length > 0 && (
            <>
              <Heading>{s.past}</Heading>
              <List aria-label={s.past}>
                {past.map((shift) => (
                  <ShiftCard key={`${shift.date}${shift.shift_name}`} shift={shift} today={false} />
                ))}
              </List>
            </>
          )}
          {!read.offlineAsOf && <CalendarLink />}
        </>
      )}
    </section>
  );
}
