import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Sortable from 'sortablejs';
import type { Options } from 'sortablejs';
import { ThemeRoot, theme } from '@times/shared-sdk';
import type { RosterDetailsRequest } from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import { detailsPage, header, ok, shift, tabIntoGrid } from './calendarTestData';
import { RosterCalendar } from './RosterCalendar';

jest.mock('sortablejs', () => ({
  __esModule: true,
  default: { create: jest.fn(), mount: jest.fn() },
  Swap: jest.fn(),
}));

const create = Sortable.create as jest.MockedFunction<typeof Sortable.create>;

function fakeServer() {
  const status = jest.spyOn(rostersApi, 'status').mockImplementation(() => ok({ roster: header }));
  const details = jest
    .spyOn(rostersApi, 'details')
    .mockImplementation((request) => ok(detailsPage(request as RosterDetailsRequest, 2)));
  const swap = jest.spyOn(rostersApi, 'swap').mockImplementation(() => ok({}));
  const move = jest.spyOn(rostersApi, 'move').mockImplementation(() => ok({}));
  // The cover tools' open places (roster-cover).
  jest
    .spyOn(rostersApi, 'statisticsDetails')
    .mockImplementation(() => ok({ roster: header, violations: [], uncovered: [], day_notes: [], hard_violations: 0 }));
  const periods = jest.spyOn(rostersApi, 'periods').mockImplementation(() =>
    ok({
      roster_period: [
        {
          rstd: 'R1',
          start_date: header.start_date,
          end_date: header.end_date,
          roster_period: header.roster_period,
          start_calc_time: header.start_calc_time,
          roster_status: 'Successful',
        },
      ],
    }),
  );
  return { status, details, swap, move, periods };
}

function renderCalendar({ preselected = true, canEdit = true } = {}) {
  const user = userEvent.setup();
  const view = render(
    <ThemeRoot>
      <RosterCalendar shift={shift} rstd={preselected ? 'R1' : undefined} canEdit={canEdit} />
    </ThemeRoot>,
  );
  return { user, ...view };
}

const grid = () => screen.findByRole('grid', { name: 'Roster calendar' });
const cellOf = (name: string) => screen.getByRole('gridcell', { name });

/** Tabs past the controls above the grid (the export actions) to the grid's one tab stop. */
const bodyRows = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')];

beforeEach(() => {
  create.mockImplementation(() => ({ option: jest.fn(), destroy: jest.fn() }) as unknown as Sortable);
});
afterEach(() => {
  jest.restoreAllMocks();
  create.mockReset();
});

describe('RosterCalendar', () => {
  it('loads every page with the continuation values and draws one row per employee', async () => {
    const { details } = fakeServer();
    renderCalendar();
    const table = await grid();
    expect(details.mock.calls.map(([request]) => request)).toEqual([
      {
        shftd: 'F1',
        std: 'S1',
        rstd: 'R1',
        page_number: 1,
        list_lst_id: 0,
        lst_count: 0,
        total_employees: 0,
        total_positions: 0,
      },
      {
        shftd: 'F1',
        std: 'S1',
        rstd: 'R1',
        page_number: 2,
        list_lst_id: 2,
        lst_count: 2,
        total_employees: 3,
        total_positions: 2,
      },
    ]);
    expect(bodyRows(table).map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Thabo Mokoena (E001)',
      'Lerato Dlamini (E002)',
      'Sipho Nkosi (emp-c)',
    ]);
    expect(screen.queryByText('Select Period')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading..')).not.toBeInTheDocument();
  });

  it('shows the header, the Toolbox legend, the weekday and total rows, badges and plus signs, padded to Monday', async () => {
    fakeServer();
    renderCalendar();
    const table = await grid();
    expect(screen.getByText('01 DEC 2026 - 31 DEC 2026')).toBeInTheDocument();
    expect(screen.getByText('Time created: 2026-11-20 09:30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Toolbox' })).toBeInTheDocument();
    const legend = within(screen.getByRole('list', { name: 'Positions' }));
    expect(legend.getByText('GRD').closest('li')).toHaveAttribute('title', 'Guard');
    expect(legend.getByText('CLN')).toHaveStyle({ background: '#f4c542' });

    const [weekdays, dates, totals, genders] = [...table.querySelectorAll('thead tr')];
    // 1 Dec 2026 is a Tuesday: one blank Monday column first.
    expect([...weekdays!.querySelectorAll('th')].slice(1, 9).map((th) => th.textContent)).toEqual([
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
      'Su',
      'Mo',
    ]);
    expect([...dates!.querySelectorAll('th')].slice(0, 3).map((th) => th.textContent)).toEqual(['', '1', '2']);
    expect(totals).toHaveTextContent(/^Total Assigned2/);
    expect(genders!.querySelectorAll('td')[1]).toHaveTextContent('2/0');
    expect(within(genders as HTMLElement).getAllByText('2')[0]).toHaveStyle({ color: '#0000ff' });

    const thabo = bodyRows(table)[0]!;
    expect(thabo.querySelectorAll('td.pad')).toHaveLength(1);
    expect(thabo.querySelectorAll('td[data-date]')).toHaveLength(31);
    const first = cellOf('Thabo Mokoena, 2026-12-01: GRD M - Guard (M)');
    expect(first).toHaveAttribute('data-emd', 'emp-a');
    expect(first).toHaveAttribute('data-date', '2026-12-01');
    expect(first).toHaveAttribute('data-assigned', '1');
    expect(first).toHaveTextContent('GRD M');
    // The badge: the abbreviation over the gender letter, in the position's colour.
    const badge = first.querySelector('.badge');
    expect([...badge!.children].map((line) => line.textContent)).toEqual(['GRD', 'M']);
    expect(badge).toHaveStyle({ background: '#1f5fa8' });
    expect(cellOf('Lerato Dlamini, 2026-12-02: CLN F - Cleaner (F)')).toHaveTextContent('CLN F');
    const empty = cellOf('Thabo Mokoena, 2026-12-02: not rostered');
    expect(empty).toHaveAttribute('data-assigned', '0');
    // The plus sign is the style's (td.empty::before).
    expect(empty).toHaveClass('empty');
    expect(empty).toBeEmptyDOMElement();
    expect(cellOf('Thabo Mokoena, 2026-12-05: GRD M - Guard (M)')).toHaveClass('saturday');
    expect(cellOf('Thabo Mokoena, 2026-12-06: not rostered')).toHaveClass('sunday');
  });

  it("offers 'Select Period' only when no roster was pre-selected", async () => {
    const { periods } = fakeServer();
    renderCalendar({ preselected: false });
    await grid();
    expect(periods).toHaveBeenCalled();
    expect(screen.getByLabelText('Select Period')).toHaveValue('R1');
  });

  it('wires one Sortable per row when editable', async () => {
    fakeServer();
    renderCalendar();
    const table = await grid();
    expect(create.mock.calls.map(([row]) => row)).toEqual(bodyRows(table));
  });

  it('moves focus with the arrow keys; Enter picks an assigned cell, Enter on another assigned cell swaps them, then reloads with the green message', async () => {
    const { details, swap } = fakeServer();
    const { user } = renderCalendar();
    const table = await grid();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    await tabIntoGrid(user);
    const first = cellOf('Thabo Mokoena, 2026-12-01: GRD M - Guard (M)');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByText('Picked Thabo Mokoena 2026-12-01: choose a cell to swap or move to, Escape to cancel'),
    ).toHaveAttribute('role', 'status');
    expect(first).toHaveAttribute('data-picked', '1');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cellOf('Lerato Dlamini, 2026-12-02: CLN F - Cleaner (F)')).toHaveFocus();
    details.mockClear();
    let answer = () => {};
    swap.mockImplementation(() => new Promise((resolve) => (answer = () => resolve(ok({})))));
    await user.keyboard('{Enter}');
    // Saving: the grid says it is busy (and no drag starts) until the answer and the reload are in.
    expect(table).toHaveAttribute('aria-busy', 'true');
    act(answer);
    expect(swap).toHaveBeenCalledTimes(1);
    expect(swap.mock.calls[0]![0]).toEqual({
      std: 'S1',
      sftd: 'F1',
      roster_ref: 'R1',
      drpped_data: { name: 'Thabo Mokoena', empd: 'emp-a', entry_date: '2026-12-01', emp_rld: 'rld-g', gender: 1 },
      on_position_data: {
        name: 'Lerato Dlamini',
        empd: 'emp-b',
        entry_date: '2026-12-02',
        emp_rld: 'rld-c',
        gender: 2,
      },
    });
    const done = await screen.findByText(
      'Sucessfully swapped Thabo Mokoena (2026-12-01) with Lerato Dlamini (2026-12-02)',
    );
    expect(done).toHaveStyle({ color: theme.colors.success });
    await waitFor(() => expect(details).toHaveBeenCalledTimes(2));
    expect(details.mock.calls[0]![0]).toMatchObject({ page_number: 1, list_lst_id: 0 });
    await waitFor(() => expect(screen.queryByText('Loading..')).not.toBeInTheDocument());
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(first).not.toHaveAttribute('data-picked');
  });

  it('sends a move for an assigned cell placed on an empty cell, keeping its position and taking the target gender', async () => {
    const { move, swap } = fakeServer();
    const { user } = renderCalendar();
    await grid();
    await user.click(cellOf('Thabo Mokoena, 2026-12-01: GRD M - Guard (M)'));
    await user.keyboard(' ');
    await user.click(cellOf('Lerato Dlamini, 2026-12-03: not rostered'));
    await user.keyboard('{Enter}');
    expect(swap).not.toHaveBeenCalled();
    expect(move.mock.calls[0]![0]).toEqual({
      std: 'S1',
      sftd: 'F1',
      roster_ref: 'R1',
      source_name: 'Thabo',
      source_surname: 'Mokoena',
      source_empd: 'emp-a',
      source_entry_date: '2026-12-01',
      target_data: { name: 'Lerato Dlamini', empd: 'emp-b', entry_date: '2026-12-03', emp_rld: 'rld-g', gender: 2 },
    });
    expect(
      await screen.findByText('Sucessfully moved Thabo Mokoena (2026-12-01) to Lerato Dlamini'),
    ).toBeInTheDocument();
  });

  it('shows the error of the call in red and reloads', async () => {
    const { details, swap } = fakeServer();
    swap.mockResolvedValue({ kind: 'error', status: 'SWAP_DATE_NOT_EMPTY', message: 'Invalid swap dates' });
    const { user } = renderCalendar();
    await grid();
    await user.click(cellOf('Thabo Mokoena, 2026-12-05: GRD M - Guard (M)'));
    await user.keyboard('{Enter}');
    await user.click(cellOf('Lerato Dlamini, 2026-12-02: CLN F - Cleaner (F)'));
    details.mockClear();
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid swap dates');
    expect(alert).toHaveStyle({ color: theme.colors.danger });
    await waitFor(() => expect(details).toHaveBeenCalled());
  });

  it("refuses locally with 'Invalid swap dates' when the target already works the source date (no call)", async () => {
    const { swap } = fakeServer();
    const { user } = renderCalendar();
    await grid();
    // Sipho works the 1st already.
    await user.click(cellOf('Thabo Mokoena, 2026-12-01: GRD M - Guard (M)'));
    await user.keyboard('{Enter}');
    await user.click(cellOf('Sipho Nkosi, 2026-12-02: GRD M - Guard (M)'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid swap dates');
    expect(swap).not.toHaveBeenCalled();
  });

  it('cancels a pick with Escape; Enter on an empty cell picks nothing', async () => {
    const { swap, move } = fakeServer();
    const { user } = renderCalendar();
    await grid();
    await user.click(cellOf('Thabo Mokoena, 2026-12-02: not rostered'));
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/^Picked/)).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByText(/^Picked Thabo Mokoena 2026-12-01/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Pick cancelled')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(swap).not.toHaveBeenCalled();
    expect(move).not.toHaveBeenCalled();
  });

  it('sends the same calls for a drop as for the keyboard (the Sortable end of a row)', async () => {
    const { move } = fakeServer();
    renderCalendar();
    const table = await grid();
    const source = cellOf('Thabo Mokoena, 2026-12-01: GRD M - Guard (M)');
    const target = cellOf('Sipho Nkosi, 2026-12-03: not rostered');
    const options = create.mock.calls.find(([row]) => row === bodyRows(table)[0])![1] as Options;
    Object.defineProperty(document, 'elementFromPoint', { value: () => target, configurable: true });
    try {
      act(() =>
        options.onEnd!(
          Object.assign(new Event('end'), {
            item: source,
            swapItem: target,
            originalEvent: new MouseEvent('pointerup'),
          }) as never,
        ),
      );
    } finally {
      Reflect.deleteProperty(document, 'elementFromPoint');
    }
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
    expect(move.mock.calls[0]![0]).toMatchObject({
      source_empd: 'emp-a',
      source_entry_date: '2026-12-01',
      target_data: { empd: 'emp-c', entry_date: '2026-12-03', emp_rld: 'rld-g', gender: 1 },
    });
    expect(await screen.findByText('Sucessfully moved Thabo Mokoena (2026-12-01) to Sipho Nkosi')).toBeInTheDocument();
  });

  it('is read-only when not editable: no Sortable, no pick', async () => {
    const { swap, move } = fakeServer();
    const { user } = renderCalendar({ canEdit: false });
    await grid();
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Keyboard:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark absent' })).not.toBeInTheDocument();
    expect(screen.queryByText('Open places')).not.toBeInTheDocument();
    await tabIntoGrid(user);
    await user.keyboard('{Enter}{ArrowDown}{ArrowRight}{Enter}');
    expect(cellOf('Lerato Dlamini, 2026-12-02: CLN F - Cleaner (F)')).toHaveFocus();
    expect(screen.queryByText(/^Picked/)).not.toBeInTheDocument();
    expect(swap).not.toHaveBeenCalled();
    expect(move).not.toHaveBeenCalled();
  });

  it('offers Mark absent and the open places to those who may adjust', async () => {
    fakeServer();
    renderCalendar();
    await grid();
    expect(await screen.findByRole('button', { name: 'Mark absent' })).toBeInTheDocument();
    expect(await screen.findByText('Every required place is covered')).toBeInTheDocument();
  });
});
