import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, theme } from '@times/shared-sdk';
import type { ShiftPosition } from '@times/shared-sdk';
import { rosterShiftApi } from '@times/shared-sdk/app';
import { errorOutcome } from '@times/shared-sdk/testing';
import type { ShiftSelection, StepAccess } from '../shift-wizard/shiftStep';
import { PositionsStep } from './PositionsStep';

jest.mock('@times/shared-sdk/charts/DonutChart', () => ({
  __esModule: true,
  default: ({ label, items }: { label: string; items: { value: number; color: string }[] }) => (
    <div data-testid={`donut ${label}`}>{items.map((item) => `${item.value} ${item.color}`).join(',')}</div>
  ),
}));

const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });

const days = (
  mon: number,
  tue: number,
  wed: number,
  thu: number,
  fri: number,
  sat: number,
  sun: number,
  hld: number,
) => ({ mon, tue, wed, thu, fri, sat, sun, hld });

const officer: ShiftPosition = {
  id: 1,
  sftrld: 'P1',
  rld: 'R1',
  role_name: 'Security Officer',
  abbrvtn: 'SO',
  total_employees: 5,
  total_males: 3,
  total_females: 2,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  ...days(2, 2, 2, 2, 2, 1, 1, 0),
  priority_level: 80,
  role_reliever_name: '',
};
const cleaner: ShiftPosition = {
  ...officer,
  id: 2,
  sftrld: 'P2',
  rld: 'R2',
  role_name: 'Cleaner',
  abbrvtn: 'CLN',
  total_employees: 0,
  total_males: 0,
  total_females: 0,
  priority_level: 10,
};

const roles = [
  { id: 1, rld: 'R1', name: 'Security Officer', abbr: 'SO', m_hrs: 160, w_hrs: 40, d_hrs: 8 },
  { id: 2, rld: 'R2', name: 'Cleaner', abbr: 'CLN', m_hrs: 160, w_hrs: 40, d_hrs: 8 },
  { id: 3, rld: 'R3', name: 'Supervisor', abbr: 'SUP', m_hrs: 180, w_hrs: 45, d_hrs: 9 },
];

/** Targets 4 a day (Hld 0, Sun 2); officer and cleaner need 2+2 on weekdays, 1+1 on Sat and Sun. */
const configured = {
  t_mon: 4,
  t_tues: 4,
  t_wed: 4,
  t_thu: 4,
  t_fri: 4,
  t_sat: 2,
  t_sun: 2,
  t_hld: 0,
  target_mon: 6,
  target_tues: 4,
  target_wed: 6,
  target_thu: 6,
  target_fri: 6,
  target_sat: 4,
  target_sun: 2,
  target_hld: 0,
};

const summary = {
  total_required: 7,
  total_employees: 5,
  total_males: 3,
  total_females: 2,
  ...days(5, 5, 5, 5, 5, 2, 2, 0),
};

const north: ShiftSelection = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day', isCreate: 1, isView: 1 };
const editor: StepAccess = { mode: 'edit', canAdd: true, canChange: true };

function setup({ shift = north, access = editor, positions = [officer, cleaner] } = {}) {
  const api = {
    positions: jest
      .spyOn(rosterShiftApi, 'positions')
      .mockImplementation(() => ok({ roster_shift_positions: positions })),
    roles: jest.spyOn(rosterShiftApi, 'roles').mockImplementation(() => ok({ employees_roles: roles })),
    rolesOfShift: jest.spyOn(rosterShiftApi, 'rolesOfShift'),
    configuredDaily: jest.spyOn(rosterShiftApi, 'configuredDaily').mockImplementation(() => ok(configured)),
    employees: jest.spyOn(rosterShiftApi, 'employees').mockImplementation(() =>
      ok({
        ttl: 5,
        lst_count: 0,
        lst_date: '',
        lst_name: '',
        shift_employees_summary: summary,
        roster_shift_employees: [],
      }),
    ),
    addPosition: jest.spyOn(rosterShiftApi, 'addPosition'),
    updatePosition: jest.spyOn(rosterShiftApi, 'updatePosition'),
    removePosition: jest.spyOn(rosterShiftApi, 'removePosition'),
  };
  const onSaved = jest.fn();
  render(
    <ThemeRoot>
      <PositionsStep shift={shift} access={access} onSaved={onSaved} />
    </ThemeRoot>,
  );
  return { api, onSaved };
}

const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

async function openAddTab() {
  await userEvent.click(screen.getByRole('tab', { name: 'Add new position' }));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
}

describe('PositionsStep', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the summary boxes and a card per position with its totals, priority, day chips and gender pie', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Available positions' });
    const cards = within(list).getAllByRole('listitem', { name: /./ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Security Officer', 'Cleaner']);
    const card = screen.getByRole('listitem', { name: 'Security Officer' });
    expect(within(card).getByText('Security Officer (SO)')).toBeInTheDocument();
    expect([figure(card, 'TOTAL'), figure(card, 'MALES'), figure(card, 'FEMALES'), figure(card, 'PRIORITY')]).toEqual([
      '5',
      '3',
      '2',
      '80',
    ]);
    expect(
      within(within(card).getByRole('list', { name: 'Security Officer required per day' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Mon 2', 'Tue 2', 'Wed 2', 'Thu 2', 'Fri 2', 'Sat 1', 'Sun 1', 'Hld 0']);
    expect(
      within(within(card).getByRole('list', { name: 'GENDER' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Male: 3', 'Female: 2']);
    expect(await within(card).findByTestId('donut GENDER')).toHaveTextContent(
      `3 ${theme.colors.male},2 ${theme.colors.female}`,
    );
    expect(await screen.findByText('7 employees required for all Positions')).toBeInTheDocument();
    expect(api.positions).toHaveBeenCalledWith('S1', 'F1', expect.anything());
  });

  it("says 'No shift positions found, please add new shift position' without positions", async () => {
    setup({ positions: [] });
    expect(await screen.findByText('No shift positions found, please add new shift position')).toBeInTheDocument();
  });

  it('adds a position with the roles the shift lacks, bounded day counters, the right payload, then onSaved and an empty form', async () => {
    const { api, onSaved } = setup();
    api.addPosition.mockImplementation(() => ok({ sftrld: 'P3' }));
    await openAddTab();
    const select = screen.getByLabelText('Position');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select position', 'Supervisor']);
    expect(api.rolesOfShift).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'R3');
    expect([field('Monthly hours').value, field('Weekly hours').value, field('Daily hours').value]).toEqual([
      '180',
      '45',
      '9',
    ]);
    expect(screen.getByText('Higher number = higher priority')).toBeInTheDocument();
    expect(field('Mon')).toHaveAttribute('max', '2');
    expect(field('Sat')).toHaveAttribute('max', '2');
    for (const day of ['Tue', 'Sun', 'Hld']) expect(field(day)).toBeDisabled();
    await userEvent.clear(field('Mon'));
    await userEvent.type(field('Mon'), '2');
    await userEvent.clear(field('Sat'));
    await userEvent.type(field('Sat'), '1');
    await userEvent.clear(field('Priority level'));
    await userEvent.type(field('Priority level'), '55');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.addPosition).toHaveBeenCalledWith(
      {
        std: 'S1',
        sftd: 'F1',
        rld: 'R3',
        monthly_hours: 180,
        weekly_hours: 45,
        dailly_hours: 9,
        ...days(2, 0, 0, 0, 0, 1, 0, 0),
        priority_level: 55,
      },
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveValue(''));
    expect(field('Mon').value).toBe('0');
    // The summary, the choices and the limits reload after the add.
    await waitFor(() => expect(api.employees).toHaveBeenCalledTimes(2));
    expect(api.configuredDaily).toHaveBeenCalledTimes(2);
  });

  it("checks the form before sending: 'Select position/role' and a day over its maximum", async () => {
    const { api } = setup();
    await openAddTab();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select position/role')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'R3');
    await userEvent.clear(field('Wed'));
    await userEvent.type(field('Wed'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 0 to 2')).toBeInTheDocument();
    expect(api.addPosition).not.toHaveBeenCalled();
  });

  it('shows a refusal and keeps what was typed', async () => {
    const { api, onSaved } = setup();
    api.addPosition.mockResolvedValue(
      errorOutcome(
        'DAILY_NUMBER_OF_EMPLOYEES_REQUIRED',
        'Day of the week employees required, please check if maximum number of employees is reached',
      ),
    );
    await openAddTab();
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'R3');
    await userEvent.clear(field('Weekly hours'));
    await userEvent.type(field('Weekly hours'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Day of the week employees required, please check if maximum number of employees is reached',
    );
    expect(screen.getByLabelText('Position')).toHaveValue('R3');
    expect(field('Weekly hours').value).toBe('30');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Please select site and shift' and sends nothing without a shift", async () => {
    const { api, onSaved } = setup({ shift: { ...north, sftd: '' } });
    await userEvent.click(screen.getByRole('tab', { name: 'Add new position' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'R3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select site and shift');
    expect(api.addPosition).not.toHaveBeenCalled();
    expect(api.configuredDaily).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('opens a card to update it, with its own counts given back to the day limits, then reloads the list', async () => {
    const { api, onSaved } = setup();
    api.updatePosition.mockImplementation(() => ok({}));
    await userEvent.click(await screen.findByRole('listitem', { name: 'Security Officer' }));
    const form = await screen.findByRole('form', { name: 'Update Security Officer (SO)' });
    expect(within(form).queryByLabelText('Position')).not.toBeInTheDocument();
    expect(field('Priority level').value).toBe('80');
    // Mon: 6 - 4 + 2; Tue: 4 - 4 + 2; Hld: 0 and none of its own.
    await waitFor(() => expect(field('Mon')).toHaveAttribute('max', '4'));
    expect(field('Tue')).toHaveAttribute('max', '2');
    expect(field('Hld')).toBeDisabled();
    await userEvent.clear(field('Mon'));
    await userEvent.type(field('Mon'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(api.updatePosition).toHaveBeenCalledWith(
      'P1',
      { monthly_hours: 160, weekly_hours: 40, dailly_hours: 8, ...days(4, 2, 2, 2, 2, 1, 1, 0), priority_level: 80 },
      expect.anything(),
    );
    expect(await screen.findByRole('list', { name: 'Available positions' })).toBeInTheDocument();
    expect(api.positions).toHaveBeenCalledTimes(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows why an update was refused and stays on the form', async () => {
    const { api } = setup();
    api.updatePosition.mockResolvedValue(
      errorOutcome('ROLE_DOESNOT_EXIST', 'Position trying to update does not exist anymore'),
    );
    await userEvent.click(await screen.findByRole('listitem', { name: 'Cleaner' }));
    await userEvent.clear(await screen.findByLabelText('Daily hours'));
    await userEvent.type(field('Daily hours'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Position trying to update does not exist anymore');
    expect(field('Daily hours').value).toBe('6');
  });

  it("asks 'Delete {role} from {site} {shift} ?' before deleting, then goes back to the reloaded list", async () => {
    const { api } = setup();
    api.removePosition.mockImplementation(() => ok({}));
    await userEvent.click(await screen.findByRole('listitem', { name: 'Security Officer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Security Officer from North Day ?' });
    expect(api.removePosition).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.removePosition).toHaveBeenCalledWith('P1', expect.anything()));
    expect(await screen.findByRole('list', { name: 'Available positions' })).toBeInTheDocument();
    expect(api.positions).toHaveBeenCalledTimes(2);
  });

  it('shows a refused delete (position in use) on the edit view', async () => {
    const { api } = setup();
    api.removePosition.mockResolvedValue(
      errorOutcome('RECORD_IN_USE', 'Position has employees on this shift, remove them first'),
    );
    await userEvent.click(await screen.findByRole('listitem', { name: 'Security Officer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Position has employees on this shift, remove them first',
    );
    expect(screen.getByRole('form', { name: 'Update Security Officer (SO)' })).toBeInTheDocument();
  });

  it('in view mode shows the cards only: no add tab, no edit', async () => {
    setup({ access: { mode: 'view', canAdd: false, canChange: false } });
    const card = await screen.findByRole('listitem', { name: 'Security Officer' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Available positions']);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(card);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('may add but not change on a site without isCreate: cards are not clickable', async () => {
    setup({ access: { mode: 'edit', canAdd: true, canChange: false } });
    const card = await screen.findByRole('listitem', { name: 'Security Officer' });
    expect(screen.getByRole('tab', { name: 'Add new position' })).toBeInTheDocument();
    await userEvent.click(card);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('without rights shows only the no-rights text', () => {
    const { api } = setup({ access: { mode: 'none', canAdd: false, canChange: false } });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user rights, please contact your administrator');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.positions).not.toHaveBeenCalled();
    expect(api.employees).not.toHaveBeenCalled();
  });
});
