import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { CoverCandidatesResponse, MarkAbsentResponse, RosterUncoveredSlot } from '@times/shared-sdk';
import { rosterCoverApi, rostersApi } from '@times/shared-sdk/app';
import { errorOutcome } from '@times/shared-sdk/testing';
import { employees, header, ok, shift } from '../roster-calendar/calendarTestData';
import { CoverTools } from './CoverTools';

afterEach(() => jest.restoreAllMocks());

const OPEN: RosterUncoveredSlot[] = [
  { role_name: 'Guard', rld: 'rld-g', entry_date: '2026-12-07', missing: 1, reason: '1 Guard place open on the 7th' },
];

const CANDIDATES: CoverCandidatesResponse = {
  status: 'OK',
  candidates: [
    {
      empd: 'emp-c',
      name: 'Sipho',
      surname: 'Nkosi',
      cost: -1000,
      hours: 64,
      relieves: 0,
      reasons: ['Covers the open Guard place'],
    },
    { empd: 'emp-a', name: 'Thabo', surname: 'Mokoena', cost: -990, hours: 72, relieves: 1, reasons: [] },
  ],
  excluded: [{ empd: 'emp-b', name: 'Lerato', surname: 'Dlamini', reason: 'Works this day already' }],
};

function renderTools(open: RosterUncoveredSlot[] = OPEN) {
  const statistics = jest
    .spyOn(rostersApi, 'statisticsDetails')
    .mockImplementation(() =>
      ok({ roster: header, violations: [], uncovered: open, day_notes: [], hard_violations: 0 }),
    );
  const onChanged = jest.fn();
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <CoverTools shift={shift} header={header} employees={employees} version={1} onChanged={onChanged} />
    </ThemeRoot>,
  );
  return { user, onChanged, statistics };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('Who can cover?', () => {
  it('lists the open places and, for one, the candidates best first and who may not take it, with why', async () => {
    const candidates = jest.spyOn(rosterCoverApi, 'candidates').mockImplementation(() => ok(CANDIDATES));
    const { user } = renderTools();
    const places = await screen.findByRole('list', { name: 'Open places' });
    expect(names(places)).toEqual(['Guard on 2026-12-07: 1 open placeWho can cover?']);
    await user.click(screen.getByRole('button', { name: 'Who can cover? Guard on 2026-12-07' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who can cover Guard on 2026-12-07?' });
    const list = await within(dialog).findByRole('list', { name: 'Candidates, best first' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(rows.map((row) => within(row).getByRole('strong').textContent)).toEqual(['Sipho Nkosi', 'Thabo Mokoena']);
    expect(rows[0]).toHaveTextContent('64 hours in the period with this place · Best choice');
    expect(rows[0]).toHaveTextContent('Covers the open Guard place');
    expect(rows[1]).toHaveTextContent(
      '72 hours in the period with this place · 10 penalty points more than the best choice · As a reliever',
    );
    const excluded = within(dialog).getByText('Not possible (1)');
    expect(within(dialog).getByText('Lerato Dlamini')).not.toBeVisible();
    await user.click(excluded);
    expect(within(dialog).getByText(': Works this day already', { exact: false })).toBeVisible();
    expect(candidates).toHaveBeenCalledWith(
      { std: 'S1', sftd: 'F1', roster_ref: 'R1', entry_date: '2026-12-07', rld: 'rld-g' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('assigns a candidate: the dialog closes, the grid reloads and the page says so', async () => {
    jest.spyOn(rosterCoverApi, 'candidates').mockImplementation(() => ok(CANDIDATES));
    const assign = jest.spyOn(rosterCoverApi, 'assign').mockImplementation(() => ok({}));
    const { user, onChanged } = renderTools();
    await user.click(await screen.findByRole('button', { name: 'Who can cover? Guard on 2026-12-07' }));
    await user.click(await screen.findByRole('button', { name: 'Assign Thabo Mokoena' }));
    expect(await screen.findByText('Thabo Mokoena now covers Guard on 2026-12-07')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      { std: 'S1', sftd: 'F1', roster_ref: 'R1', entry_date: '2026-12-07', rld: 'rld-g', empd: 'emp-a' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('keeps the dialog with the message when the place may not be taken', async () => {
    jest.spyOn(rosterCoverApi, 'candidates').mockImplementation(() => ok(CANDIDATES));
    jest
      .spyOn(rosterCoverApi, 'assign')
      .mockResolvedValue(
        errorOutcome('COVER_NOT_ALLOWED', 'This employee cannot cover the place without breaking a rule'),
      );
    const { user, onChanged } = renderTools();
    await user.click(await screen.findByRole('button', { name: 'Who can cover? Guard on 2026-12-07' }));
    await user.click(await screen.findByRole('button', { name: 'Assign Sipho Nkosi' }));
    const dialog = screen.getByRole('dialog', { name: 'Who can cover Guard on 2026-12-07?' });
    expect(
      await within(dialog).findByText('This employee cannot cover the place without breaking a rule'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign Sipho Nkosi' })).toBeEnabled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says when every place is covered', async () => {
    renderTools([]);
    expect(await screen.findByText('Every required place is covered')).toBeInTheDocument();
  });
});

const ABSENCE: MarkAbsentResponse = {
  status: 'OK',
  changes: [
    {
      kind: 'removed',
      empd: 'emp-a',
      name: 'Thabo',
      surname: 'Mokoena',
      entry_date: '2026-12-05',
      rld: 'rld-g',
      position_name: 'Guard',
    },
    {
      kind: 'added',
      empd: 'emp-c',
      name: 'Sipho',
      surname: 'Nkosi',
      entry_date: '2026-12-05',
      rld: 'rld-g',
      position_name: 'Guard',
    },
    {
      kind: 'removed',
      empd: 'emp-a',
      name: 'Thabo',
      surname: 'Mokoena',
      entry_date: '2026-12-06',
      rld: 'rld-g',
      position_name: 'Guard',
    },
  ],
  open: [{ entry_date: '2026-12-06', rld: 'rld-g', position_name: 'Guard' }],
};

async function openAbsence() {
  const tools = renderTools([]);
  await tools.user.click(screen.getByRole('button', { name: 'Mark absent' }));
  const form = await screen.findByRole('form', { name: 'Mark an employee absent' });
  return { ...tools, form };
}

describe('Mark absent', () => {
  it('says what is wrong with the dates and keeps what was typed', async () => {
    const mark = jest.spyOn(rosterCoverApi, 'markAbsent').mockImplementation(() => ok(ABSENCE));
    const { user, form } = await openAbsence();
    const from = within(form).getByLabelText('From date');
    const to = within(form).getByLabelText('To date');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Select valid employee')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Employee'), 'emp-a');
    await user.type(from, '2026-11-30');
    await user.type(to, '2026-12-06');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The absence must start within the roster period')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-12-08');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The absence must end within the roster period, not before it starts'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The absence must start within the roster period')).not.toBeInTheDocument();
    expect(from).toHaveValue('2026-12-08');
    expect(to).toHaveValue('2026-12-06');
    expect(within(form).getByLabelText('Employee')).toHaveValue('emp-a');
    expect(mark).not.toHaveBeenCalled();
  });

  it('saves the absence, lists what changed and what stays open, and reloads the grid', async () => {
    const mark = jest.spyOn(rosterCoverApi, 'markAbsent').mockImplementation(() => ok(ABSENCE));
    const { user, form, onChanged } = await openAbsence();
    await user.selectOptions(within(form).getByLabelText('Employee'), 'emp-a');
    await user.type(within(form).getByLabelText('From date'), '2026-12-05');
    await user.type(within(form).getByLabelText('To date'), '2026-12-06');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const changes = await screen.findByRole('list', { name: 'What changed' });
    expect(names(changes)).toEqual([
      'Removed: Thabo Mokoena on 2026-12-05 (Guard)',
      'Added: Sipho Nkosi on 2026-12-05 (Guard)',
      'Removed: Thabo Mokoena on 2026-12-06 (Guard)',
    ]);
    expect(names(screen.getByRole('list', { name: 'No one could take' }))).toEqual(['Guard on 2026-12-06']);
    expect(screen.getByText('Thabo Mokoena is absent from 2026-12-05 to 2026-12-06')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(
      { std: 'S1', sftd: 'F1', roster_ref: 'R1', empd: 'emp-a', from_date: '2026-12-05', to_date: '2026-12-06' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form as typed when the server refuses', async () => {
    jest
      .spyOn(rosterCoverApi, 'markAbsent')
      .mockResolvedValue(
        errorOutcome(
          'ABSENCE_OUTSIDE_PERIOD',
          'The absence must be within the roster period, its end not before its start',
        ),
      );
    const { user, form, onChanged } = await openAbsence();
    await user.selectOptions(within(form).getByLabelText('Employee'), 'emp-b');
    await user.type(within(form).getByLabelText('From date'), '2026-12-10');
    await user.type(within(form).getByLabelText('To date'), '2026-12-11');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The absence must be within the roster period, its end not before its start'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('From date')).toHaveValue('2026-12-10');
    expect(within(form).getByLabelText('To date')).toHaveValue('2026-12-11');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
