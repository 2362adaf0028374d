import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, theme } from '@times/shared-sdk';
import { ROSTER_STATUS_POLL_MS, rostersApi } from '@times/shared-sdk/app';
import { errorOutcome } from '@times/shared-sdk/testing';
import { RosterSummary } from './RosterSummary';
import { december, details, headerOf, november, shift, summary } from './summaryTestData';

jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/donut', () => ({}));
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: (props: {
    type: string;
    height: number;
    series: unknown;
    options: { chart: { id: string }; colors: string[] };
  }) => (
    <div data-testid={`apex ${props.type} ${props.options.chart.id}`} data-height={props.height}>
      {JSON.stringify({ series: props.series, colors: props.options.colors })}
    </div>
  ),
}));

const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });

/** `statuses`: the roster's status at each ask (the last one repeats). */
function setup({
  periods = [december, november],
  statuses = ['Successful'],
  violations = details.violations,
  uncovered = details.uncovered,
} = {}) {
  let asked = 0;
  return {
    periods: jest.spyOn(rostersApi, 'periods').mockImplementation(() => ok({ roster_period: periods })),
    status: jest.spyOn(rostersApi, 'status').mockImplementation((request) => {
      const period = [december, november].find((one) => one.rstd === request.rstd) ?? december;
      return ok({ roster: headerOf(period, statuses[Math.min(asked++, statuses.length - 1)]) });
    }),
    summary: jest.spyOn(rostersApi, 'summary').mockImplementation(() => ok(summary)),
    statisticsDetails: jest
      .spyOn(rostersApi, 'statisticsDetails')
      .mockImplementation(() => ok({ ...details, violations, uncovered })),
  };
}

const show = (rstd?: string) =>
  render(
    <ThemeRoot>
      <RosterSummary shift={shift} rstd={rstd} />
    </ThemeRoot>,
  );

const cardValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('RosterSummary', () => {
  it("offers the shift's periods in 'Select Period', the latest first, and shows that roster's header", async () => {
    const api = setup();
    show();
    expect(await screen.findByRole('option', { name: '01 Nov 2026 - 30 Nov 2026 (Draft)' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Select Period' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Period', '01 Dec 2026 - 31 Dec 2026 (Draft)', '01 Nov 2026 - 30 Nov 2026 (Draft)']);
    expect(api.periods).toHaveBeenCalledWith({ shftd: 'F1', std: 'S1' }, expect.anything());
    expect(await screen.findByText('Time Created: 2026-11-20 09:15')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'North Day' })).toBeInTheDocument();
    expect(select).toHaveValue('R12');
    expect(api.summary).toHaveBeenCalledWith(
      { shftd: 'F1', std: 'S1', rstd: 'R12' },
      { signal: expect.any(AbortSignal) },
    );
    expect(api.statisticsDetails).toHaveBeenCalledWith(
      { shftd: 'F1', std: 'S1', rstd: 'R12' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('shows the summary cards with their labels and figures', async () => {
    setup();
    show('R12');
    expect(await screen.findByText('Employees', { selector: 'dt' })).toBeInTheDocument();
    expect(cardValue('Employees')).toBe('3');
    expect(cardValue('Hours (slots/shift)')).toBe('496 / 480');
    expect(cardValue('Males')).toBe('2');
    expect(cardValue('Females')).toBe('1');
    expect(cardValue('Most utilised')).toBe('Guard');
    expect(cardValue('Least utilised')).toBe('Cleaner');
    expect(cardValue('Avg utilization')).toBe('87.5%');
    expect(cardValue('Staffed/Total days')).toBe('29/31');
    expect(cardValue('Met goal %')).toBe('96.77');
  });

  it("says how many pinned assignments the last calculation kept ('Pinned assignments kept'; 0 when not told)", async () => {
    const api = setup();
    api.summary.mockImplementation(() => ok({ ...summary, pinned_kept: 2 }));
    const { unmount } = show('R12');
    expect(await screen.findByText('Pinned assignments kept', { selector: 'dt' })).toBeInTheDocument();
    expect(cardValue('Pinned assignments kept')).toBe('2');
    unmount();
    api.summary.mockImplementation(() => ok(summary));
    show('R12');
    expect(await screen.findByText('Pinned assignments kept', { selector: 'dt' })).toBeInTheDocument();
    expect(cardValue('Pinned assignments kept')).toBe('0');
  });

  it("lists under the cards the rules pinned days break: per rule how many, and the reasons ('Pinned days that break a rule')", async () => {
    const api = setup();
    const rest = [
      'Pinned: Bob Ray on the 3rd conflicts with this rule. Bob Ray rests 8 hours before the 3rd (at least 12)',
      'Pinned: Dora Fox on the 9th conflicts with this rule. Dora Fox rests 6 hours before the 9th (at least 12)',
    ];
    const leave = 'Pinned: Carl Dee on the 5th conflicts with this rule. Carl Dee is rostered on leave on the 5th';
    api.summary.mockImplementation(() =>
      ok({
        ...summary,
        pinned_kept: 3,
        pin_conflicts: [
          { rule_name: 'Rest between shifts', count: 2, reasons: rest },
          { rule_name: 'Leave days', count: 1, reasons: [leave] },
        ],
      }),
    );
    show('R12');
    const block = await screen.findByRole('region', { name: 'Pinned days that break a rule' });
    expect(within(block).getByRole('heading', { name: 'Pinned days that break a rule' })).toBeInTheDocument();
    expect(
      within(block).getByText(/^These pinned days were kept although they break a rule: unpin or move them/),
    ).toBeInTheDocument();
    const reasonsOf = (line: string) =>
      within(within(block).getByText(line).closest('li')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(reasonsOf('Rest between shifts: 2')).toEqual(rest);
    expect(reasonsOf('Leave days: 1')).toEqual([leave]);
    // Under the cards, 'Pinned assignments kept' among them.
    expect(cardValue('Pinned assignments kept')).toBe('3');
    const cards = screen.getByText('Pinned assignments kept', { selector: 'dt' });
    expect(cards.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no pin conflicts block when no pin breaks a rule (an empty list, or none told)', async () => {
    const api = setup();
    api.summary.mockImplementation(() => ok({ ...summary, pinned_kept: 2, pin_conflicts: [] }));
    const { unmount } = show('R12');
    expect(await screen.findByText('Pinned assignments kept', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pinned days that break a rule' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pinned days that break a rule')).not.toBeInTheDocument();
    unmount();
    api.summary.mockImplementation(() => ok(summary));
    show('R12');
    expect(await screen.findByText('Pinned assignments kept', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Pinned days that break a rule')).not.toBeInTheDocument();
  });

  it("shows a Published roster's attendance ('Attendance'), and nothing for a Draft", async () => {
    const attendance = {
      present: 12,
      absent: 3,
      late: 2,
      early_leave: 1,
      missing_out: 0,
      expected: 20,
      worked_minutes: 4230,
      rostered_minutes: 5760,
    };
    const api = setup();
    api.summary.mockImplementation(() => ok({ ...summary, attendance }));
    const { unmount } = show('R12');
    const block = await screen.findByRole('region', { name: 'Attendance' });
    expect(block).toHaveTextContent(
      'Present 12 · Absent 3 · Late 2 · Left early 1 · No clock-out 0 · Still to come 20',
    );
    expect(block).toHaveTextContent('Worked 70.5 of 96.0 rostered hours');
    unmount();
    api.summary.mockImplementation(() => ok({ ...summary, attendance: null }));
    show('R12');
    expect(await screen.findByText('Pinned assignments kept', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attendance' })).not.toBeInTheDocument();
  });

  it("lists the last absence and what its re-plan changed ('Last absence'), and nothing when there was none", async () => {
    const api = setup();
    const change = { rld: 'R1', position_name: 'Guard' };
    api.summary.mockImplementation(() =>
      ok({
        ...summary,
        last_absence: {
          recorded_at: '2026-12-01 09:30',
          empd: 'E1',
          name: 'Ann',
          surname: 'Lee',
          from_date: '2026-12-07',
          to_date: '2026-12-08',
          changes: [
            { ...change, kind: 'removed', empd: 'E1', name: 'Ann', surname: 'Lee', entry_date: '2026-12-07' },
            { ...change, kind: 'added', empd: 'E2', name: 'Bob', surname: 'Ray', entry_date: '2026-12-07' },
          ],
        },
      }),
    );
    const { unmount } = show('R12');
    const block = await screen.findByRole('region', { name: 'Last absence' });
    expect(
      within(block).getByText('Ann Lee absent from 2026-12-07 to 2026-12-08 (recorded 2026-12-01 09:30)'),
    ).toBeInTheDocument();
    expect(
      within(within(block).getByRole('list', { name: 'What changed' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Removed: Ann Lee on 2026-12-07 (Guard)', 'Added: Bob Ray on 2026-12-07 (Guard)']);
    unmount();
    api.summary.mockImplementation(() => ok({ ...summary, last_absence: null }));
    show('R12');
    expect(await screen.findByText('Pinned assignments kept', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Last absence')).not.toBeInTheDocument();
  });

  it("draws the Positions donut, a male/female donut per position and the 'Employees days' bars", async () => {
    setup();
    show('R12');
    const positions = await screen.findByTestId('apex donut Positions');
    expect(JSON.parse(positions.textContent ?? '')).toEqual({ series: [2, 1], colors: ['#e6194b', '#3cb44b'] });
    expect(within(screen.getByRole('list', { name: 'Positions' })).getByText('Guard: 2')).toBeInTheDocument();
    const cleaner = await screen.findByTestId('apex donut Cleaner');
    // The theme's gender colours, whatever colours the answer carries (the test data's differ).
    expect(JSON.parse(cleaner.textContent ?? '')).toEqual({
      series: [0, 1],
      colors: [theme.colors.male, theme.colors.female],
    });
    const days = await screen.findByTestId('apex bar Employees days');
    expect(days).toHaveAttribute('data-height', '450');
    expect(JSON.parse(days.textContent ?? '').series).toEqual([
      { name: 'Days worked', data: [21, 19, 20] },
      { name: 'Target days', data: [22, 22, 25] },
    ]);
  });

  it('lists positions, cross position assignments and employees in their tables', async () => {
    setup();
    show('R12');
    await screen.findByRole('table', { name: 'Position utilisation' });
    expect(rowsOf('Position utilisation')).toEqual([
      ['Guard', '2', '320', '40', '44', '34', '6', '20', '90.91'],
      ['Cleaner', '1', '160', '20', '25', '17', '3', '20', '80'],
    ]);
    expect(rowsOf('Cross position assignment')).toEqual([['Cleaner', 'Guard', '2']]);
    expect(
      within(screen.getByRole('table', { name: 'Cross position assignment' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['From', 'To', 'Total assigned days']);
    expect(rowsOf('Employees Summary')).toEqual([
      ['1', 'Bob Ray', '168', '18', '3', '21', '22', '95.45', '0', 'None'],
      ['2', 'Carl Dee', '152', '16', '3', '19', '22', '86.36', '2', '2026-12-06, 2026-12-07'],
      ['3', 'Dora Fox', '160', '17', '3', '20', '25', '80', '1', 'None'],
    ]);
  });

  it("lists the engine's explanations: rule violations (hard rules first and marked) and uncovered places", async () => {
    setup();
    show('R12');
    const explanations = await screen.findByRole('region', { name: 'Rule violations and uncovered places' });
    expect(
      within(explanations).getByRole('heading', { name: 'Rule violations and uncovered places' }),
    ).toBeInTheDocument();
    expect(rowsOf('Rule violations')).toEqual([
      ['Maximum consecutive daysmust', 'Carl Dee', 'Guard', '2026-12-06', 'Day 7 in a row (limit 6)'],
      ['Maximum consecutive daysmust', 'Carl Dee', 'Guard', '2026-12-07', 'Day 8 in a row (limit 6)'],
      ['Monthly hours targetshould', 'Dora Fox', 'Cleaner', 'Whole period', 'Works 20 of 25 target days'],
    ]);
    expect(rowsOf('Uncovered places')).toEqual([
      ['Guard', '2026-12-25', '1', 'Every Guard is on leave or resting'],
      ['Guard', '2026-12-26', '1', 'Every Guard is on leave or resting'],
    ]);
    expect(rowsOf('Availability and requests honoured')).toEqual([
      ['Carl Dee', 'Every week', 'Carl Dee not rostered on Sundays: unavailable'],
      ['Dora Fox', '2026-12-12', 'Dora not rostered on the 12th: she asked for it off'],
    ]);
    expect(screen.queryByText('Every rule is kept and every required place is filled.')).not.toBeInTheDocument();
  });

  it('says every rule is kept when the engine explains nothing', async () => {
    setup({ violations: [], uncovered: [] });
    show('R12');
    expect(await screen.findByText('Every rule is kept and every required place is filled.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rule violations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Uncovered places' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Availability and requests honoured' })).toBeInTheDocument();
  });

  it('shows the waiting text while the roster is Processing, then its figures once it is Successful', async () => {
    jest.useFakeTimers();
    const api = setup({ statuses: ['Processing', 'Successful'] });
    show('R12');
    expect(await screen.findByText('Roster for 01 Dec 2026 - 31 Dec 2026 is being calculated...')).toBeInTheDocument();
    expect(api.summary).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(ROSTER_STATUS_POLL_MS);
    });
    expect(await screen.findByText('Employees', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText(/is being calculated/)).not.toBeInTheDocument();
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(api.summary).toHaveBeenCalledTimes(1);
    // 'Select Period' shows statuses, so it is asked again once the calculation ends.
    expect(api.periods).toHaveBeenCalledTimes(2);
  });

  it('shows the figures of the period the user picks', async () => {
    const api = setup();
    show('R12');
    await screen.findByText('Employees', { selector: 'dt' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Select Period' }), 'R11');
    expect(await screen.findByText('01 Nov 2026 - 30 Nov 2026', { selector: 'strong' })).toBeInTheDocument();
    expect(api.summary).toHaveBeenLastCalledWith({ shftd: 'F1', std: 'S1', rstd: 'R11' }, expect.anything());
    expect(await screen.findByText('Employees', { selector: 'dt' })).toBeInTheDocument();
  });

  it('shows the message of an error status', async () => {
    setup();
    jest.spyOn(rostersApi, 'status').mockResolvedValue(errorOutcome('ROSTER_NOT_FOUND', 'Roster not found'));
    show('R12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Roster not found');
    expect(rostersApi.summary).not.toHaveBeenCalled();
  });

  it('shows the message when the figures cannot be loaded', async () => {
    setup();
    jest.spyOn(rostersApi, 'statisticsDetails').mockResolvedValue(errorOutcome('ROSTER_NOT_FOUND', 'Roster not found'));
    show('R12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Roster not found');
    expect(screen.queryByText('Employees', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says there is no roster yet when the shift has none', async () => {
    const api = setup({ periods: [] });
    show();
    expect(await screen.findByRole('option', { name: 'No rosters for this shift yet' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Period' })).toBeDisabled();
    expect(api.status).not.toHaveBeenCalled();
  });
});
