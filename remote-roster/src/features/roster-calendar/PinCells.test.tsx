/**
 * Pinned cells in View Roster (ours, issue 17): the lock on pinned days, pinning and unpinning by
 * the lock button and by 'L' (the calls sent, the grid reloaded with focus kept, the outcome shown
 * and announced), refusals, and read-only grids (locks, no buttons). The fake server keeps the
 * pins, so a reload shows what the call changed.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { PinRequest, RosterDetailsRequest } from '@times/shared-sdk';
import { appMessages, rostersApi } from '@times/shared-sdk/app';
import { details, detailsPage, header, ok, shift, tabIntoGrid } from './calendarTestData';
import { RosterCalendar } from './RosterCalendar';

const t = appMessages.rosters.calendar;

/** Thabo's 1st is pinned at first. */
function fakeServer() {
  const pins = new Set(['1|2026-12-01']);
  const roster = () =>
    details.map((day) => (pins.has(`${day.employee_id}|${day.entry_date}`) ? { ...day, pinned: true } : day));
  jest.spyOn(rostersApi, 'status').mockImplementation(() => ok({ roster: header }));
  const load = jest
    .spyOn(rostersApi, 'details')
    .mockImplementation((request) => ok(detailsPage(request as RosterDetailsRequest, 3, roster())));
  const pin = jest.spyOn(rostersApi, 'pin').mockImplementation((sent) => {
    const request = sent as PinRequest;
    const id = { 'emp-a': 1, 'emp-b': 2, 'emp-c': 3 }[request.empd];
    if (request.pinned === 1) pins.add(`${id}|${request.entry_date}`);
    else pins.delete(`${id}|${request.entry_date}`);
    return ok({});
  });
  const swap = jest.spyOn(rostersApi, 'swap').mockImplementation(() => ok({}));
  const move = jest.spyOn(rostersApi, 'move').mockImplementation(() => ok({}));
  return { load, pin, swap, move };
}

function renderCalendar(canEdit = true) {
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <RosterCalendar shift={shift} rstd="R1" canEdit={canEdit} />
    </ThemeRoot>,
  );
  return user;
}

const THABO_1 = 'Thabo Mokoena, 2026-12-01: GRD M - Guard (M)';
const THABO_5 = 'Thabo Mokoena, 2026-12-05: GRD M - Guard (M)';
const grid = () => screen.findByRole('grid', { name: 'Roster calendar' });
const cellOf = (name: string) => screen.getByRole('gridcell', { name });
const lockOf = (employee: string, date: string) => screen.getByRole('button', { name: `Pin ${employee}, ${date}` });
const notLoading = () => waitFor(() => expect(screen.queryByText('Loading..')).not.toBeInTheDocument());

afterEach(() => jest.restoreAllMocks());

describe('pinned cells', () => {
  it('draws a lock on pinned days and names them pinned; every rostered day of an editable grid has a lock button', async () => {
    fakeServer();
    renderCalendar();
    await grid();
    const pinned = cellOf(`${THABO_1}, pinned`);
    expect(within(pinned).getByRole('button', { name: 'Pin Thabo Mokoena, 2026-12-01' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lockOf('Thabo Mokoena', '2026-12-05')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: /^Pin / })).toHaveLength(details.length);
    // Out of the tab order (the grid keeps one tab stop); 'L' is the keyboard's way.
    expect(lockOf('Thabo Mokoena', '2026-12-05')).toHaveAttribute('tabindex', '-1');
    expect(within(cellOf('Thabo Mokoena, 2026-12-02: not rostered')).queryByRole('button')).toBeNull();
    expect(screen.getByText(t.pins.legend)).toBeInTheDocument();
    expect(screen.getByText(t.pins.hint)).toBeInTheDocument();
  });

  it('pins a day by a click on its lock (no swap or move), reloads and keeps the focus on the lock', async () => {
    const { load, pin, swap, move } = fakeServer();
    const user = renderCalendar();
    await grid();
    load.mockClear();
    const lock = lockOf('Thabo Mokoena', '2026-12-05');
    await user.click(lock);
    expect(pin).toHaveBeenCalledTimes(1);
    expect(pin.mock.calls[0]![0]).toEqual({
      std: 'S1',
      sftd: 'F1',
      roster_ref: 'R1',
      empd: 'emp-a',
      entry_date: '2026-12-05',
      pinned: 1,
    });
    expect(await screen.findByText('Pinned Thabo Mokoena (2026-12-05)')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalled());
    await notLoading();
    await waitFor(() => expect(lock).toHaveAttribute('aria-pressed', 'true'));
    expect(cellOf(`${THABO_5}, pinned`)).toContainElement(lock);
    expect(lock).toHaveFocus();
    expect(swap).not.toHaveBeenCalled();
    expect(move).not.toHaveBeenCalled();
  });

  it("unpins a focused day with 'L', announces it and keeps the focus on the day", async () => {
    const { pin } = fakeServer();
    const user = renderCalendar();
    await grid();
    await tabIntoGrid(user);
    const cell = cellOf(`${THABO_1}, pinned`);
    expect(cell).toHaveFocus();
    await user.keyboard('l');
    expect(pin.mock.calls[0]![0]).toMatchObject({ empd: 'emp-a', entry_date: '2026-12-01', pinned: 0 });
    const announced = await screen.findByText('Unpinned Thabo Mokoena (2026-12-01)', { selector: 'p' });
    expect(announced).toHaveAttribute('role', 'status');
    await notLoading();
    await waitFor(() => expect(cell).toHaveAccessibleName(THABO_1));
    expect(lockOf('Thabo Mokoena', '2026-12-01')).toHaveAttribute('aria-pressed', 'false');
    expect(cell).toHaveFocus();
    // 'L' again pins it again.
    await user.keyboard('L');
    expect(pin.mock.calls[1]![0]).toMatchObject({ empd: 'emp-a', entry_date: '2026-12-01', pinned: 1 });
    await waitFor(() => expect(cell).toHaveAccessibleName(`${THABO_1}, pinned`));
    expect(cell).toHaveFocus();
  });

  it("sends nothing for 'L' on an empty day, or with Ctrl", async () => {
    const { pin } = fakeServer();
    const user = renderCalendar();
    await grid();
    await user.click(cellOf('Thabo Mokoena, 2026-12-02: not rostered'));
    await user.keyboard('l');
    await user.keyboard('{ArrowLeft}{Control>}l{/Control}');
    expect(cellOf(`${THABO_1}, pinned`)).toHaveFocus();
    expect(pin).not.toHaveBeenCalled();
  });

  it("shows a refusal's catalogue message in red and leaves the grid as it was", async () => {
    const { pin } = fakeServer();
    pin.mockResolvedValue({ kind: 'error', status: 'ENTRY_NOT_FOUND', message: t.entryNotFound });
    const user = renderCalendar();
    await grid();
    await user.click(lockOf('Thabo Mokoena', '2026-12-05'));
    expect((await screen.findByText(t.entryNotFound)).closest('[role="alert"]')).not.toBeNull();
    await notLoading();
    expect(lockOf('Thabo Mokoena', '2026-12-05')).toHaveAttribute('aria-pressed', 'false');
    expect(cellOf(THABO_5)).toBeInTheDocument();
    expect(cellOf(`${THABO_1}, pinned`)).toBeInTheDocument();
  });

  it('shows read-only users (right 10) the locks but no lock button, and ignores their clicks and keys', async () => {
    const { pin } = fakeServer();
    const user = renderCalendar(false);
    await grid();
    const pinned = cellOf(`${THABO_1}, pinned`);
    expect(within(pinned).getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Pinned' })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: /^Pin / })).toEqual([]);
    expect(screen.queryByText(t.pins.hint)).not.toBeInTheDocument();
    await user.click(pinned.querySelector('svg')!);
    await user.keyboard('l');
    expect(pin).not.toHaveBeenCalled();
  });
});
