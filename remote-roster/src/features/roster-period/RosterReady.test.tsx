import { act, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { ROSTER_STATUS_POLL_MS, rostersApi } from '@times/shared-sdk/app';
import { RosterReady } from './RosterReady';

const shift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day' };
const header = (roster_status: string, failure_reason = ''): RosterHeader => ({
  rstd: 'R1',
  roster_period: '01 Dec 2026 - 31 Dec 2026',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_calc_time: '2026-11-21 10:00',
  site_name: 'North',
  shift_name: 'Day',
  roster_status,
  failure_reason,
  created_by: 'Thandi Admin',
});

function answer(...statuses: RosterHeader[]) {
  let asked = 0;
  return jest.spyOn(rostersApi, 'status').mockImplementation(() =>
    Promise.resolve({
      kind: 'ok' as const,
      data: { status: 'OK', roster: statuses[Math.min(asked++, statuses.length - 1)]! },
    }),
  );
}

const show = (onSettled = jest.fn()) => {
  render(
    <ThemeRoot>
      <RosterReady shift={shift} rstd="R1" onSettled={onSettled}>
        {(ready) => <p>figures of {ready.rstd}</p>}
      </RosterReady>
    </ThemeRoot>,
  );
  return onSettled;
};

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RosterReady', () => {
  it('waits while Processing, then shows the roster and reports the end once', async () => {
    jest.useFakeTimers();
    const status = answer(header('Processing'), header('Processing'), header('Successful'));
    const onSettled = show();
    expect(await screen.findByText(/is being calculated/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(ROSTER_STATUS_POLL_MS));
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(ROSTER_STATUS_POLL_MS));
    expect(await screen.findByText('figures of R1')).toBeInTheDocument();
    expect(status).toHaveBeenCalledWith({ shftd: 'F1', std: 'S1', rstd: 'R1' }, expect.anything());
    expect(onSettled).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(5 * ROSTER_STATUS_POLL_MS));
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('shows a failed calculation with its reason, and does not report an end it never saw', async () => {
    answer(header('Failed', 'Roster calculation timed out'));
    const onSettled = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Roster calculation for 01 Dec 2026 - 31 Dec 2026 failed: Roster calculation timed out',
    );
    expect(screen.queryByText('figures of R1')).not.toBeInTheDocument();
    expect(onSettled).not.toHaveBeenCalled();
  });
});
