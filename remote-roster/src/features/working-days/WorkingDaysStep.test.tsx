import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { ShiftWorkingDays } from '@times/shared-sdk';
import { rosterSetupApi } from '@times/shared-sdk/app';
import type { StepAccess } from '../shift-wizard/shiftStep';
import { WorkingDaysStep } from './WorkingDaysStep';

const shift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day', isCreate: 1 as const, isView: 1 as const };
const edit: StepAccess = { mode: 'edit', canAdd: true, canChange: true };
const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });
const stored = {
  id: 1,
  std: 'S1',
  sftd: 'F1',
  max_cons_days: 5,
  min_rest_days: 2,
  min_rest_hours: 0,
  roster_start_day: 1,
  period_type: 1,
  mon: 3,
  tue: 3,
  wed: 3,
  thu: 3,
  fri: 3,
  sat: 0,
  sun: 0,
  hld: 0,
  hasOvertime: 0,
  overtime_mon: 0,
  overtime_tue: 0,
  overtime_wed: 0,
  overtime_thu: 0,
  overtime_fri: 0,
  overtime_sat: 0,
  overtime_sun: 0,
  overtime_hld: 0,
} satisfies ShiftWorkingDays;

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

function renderStep(access = edit, record: ShiftWorkingDays | null = null) {
  const onSaved = jest.fn();
  const details = jest
    .spyOn(rosterSetupApi, 'workingDays')
    .mockImplementation(() => ok({ shift_working_days: record }));
  render(
    <ThemeRoot>
      <WorkingDaysStep shift={shift} access={access} onSaved={onSaved} />
    </ThemeRoot>,
  );
  return { onSaved, details, user: userEvent.setup() };
}

const required = () => screen.getByRole('group', { name: 'Employees required per day' });

afterEach(() => jest.restoreAllMocks());

describe('WorkingDaysStep', () => {
  it('saves a new shift: Biweekly from a weekday, counts, no overtime sent unless ticked; then reports the save', async () => {
    const save = jest.spyOn(rosterSetupApi, 'saveWorkingDays').mockImplementation(() => ok({}));
    const { onSaved, user } = renderStep();
    await screen.findByRole('group', { name: 'Employees required per day' });
    await user.click(screen.getByRole('radio', { name: 'Biweekly' }));
    await user.selectOptions(screen.getByLabelText('Start day'), 'Wednesday');
    await retype(user, screen.getByLabelText('Max consecutive days'), '5');
    await retype(user, within(required()).getByLabelText('Mon'), '4');
    await retype(user, within(required()).getByLabelText('Sat'), '2');
    expect(screen.queryByRole('group', { name: 'Overtime employees per day' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      std: 'S1',
      sftd: 'F1',
      period_type: 2,
      roster_start_day: 3,
      max_cons_days: 5,
      mon: 4,
      sat: 2,
      tue: 0,
      hasOvertime: 0,
    });
    expect(Object.keys(sent ?? {}).some((key) => key.startsWith('overtime_'))).toBe(false);
  });

  it('shows and sends the overtime counters when ticked, and keeps the values on a refusal', async () => {
    const save = jest.spyOn(rosterSetupApi, 'saveWorkingDays').mockImplementation(() =>
      Promise.resolve({
        kind: 'error' as const,
        status: 'OVERTIME_DAYS_REQUIRED',
        message: 'Overtime days required',
      }),
    );
    const { onSaved, user } = renderStep(edit, stored);
    await user.click(await screen.findByRole('checkbox', { name: 'Enable overtime on specific days' }));
    const overtime = screen.getByRole('group', { name: 'Overtime employees per day' });
    await retype(user, within(overtime).getByLabelText('Fri'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Overtime days required');
    expect(save.mock.calls[0]?.[0]).toMatchObject({ hasOvertime: 1, overtime_fri: 1, overtime_mon: 0 });
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(overtime).getByLabelText('Fri')).toHaveValue(1);
    expect(within(required()).getByLabelText('Mon')).toHaveValue(3);
  });

  it('validates the minimum rest between shifts (0-24 hours), keeps what was typed, then saves it', async () => {
    const save = jest.spyOn(rosterSetupApi, 'saveWorkingDays').mockImplementation(() => ok({}));
    const { onSaved, user } = renderStep(edit, stored);
    const restHours = await screen.findByLabelText('Min rest between shifts (hours)');
    expect(restHours).toHaveValue(0);
    await retype(user, restHours, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole hours from 0 to 24')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(restHours).toHaveValue(25);
    await retype(user, restHours, '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ min_rest_hours: 11, min_rest_days: 2 });
  });

  it('calculates required employees from the typed form: the assigned card is red while required exceeds assigned', async () => {
    const calc = jest
      .spyOn(rosterSetupApi, 'requiredEmployees')
      .mockImplementationOnce(() => ok({ total_required: 7, total_assigned: 3 }))
      .mockImplementationOnce(() => ok({ total_required: 7, total_assigned: 7 }));
    const { user } = renderStep(edit, stored);
    await retype(user, await screen.findByLabelText('Min rest days'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate required employees' }));
    const panel = await screen.findByRole('region', { name: 'Calculate required employees' });
    expect(calc.mock.calls[0]?.[0]).toMatchObject({
      std: 'S1',
      sftd: 'F1',
      mon: 3,
      period_type: 1,
      max_consecutive_days: 5,
      rest_days: 3,
    });
    expect(within(panel).getByLabelText('REQUIRED EMPLOYEES')).toHaveTextContent('7');
    expect(within(panel).getByLabelText('ASSIGNED EMPLOYEES')).toHaveAttribute('data-short', 'true');
    expect(within(panel).getByText('4 more employees needed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate required employees' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('ASSIGNED EMPLOYEES')).toHaveAttribute('data-short', 'false'),
    );
  });

  it("shows the working days read-only without Save for right 21, and without Save on a site that isn't isCreate", async () => {
    renderStep({ mode: 'view', canAdd: false, canChange: false }, stored);
    expect(
      await within(await screen.findByRole('group', { name: 'Employees required per day' })).findByLabelText('Mon'),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('has no Save for an editor when the site is not isCreate', async () => {
    renderStep({ mode: 'edit', canAdd: false, canChange: false }, stored);
    expect(
      await within(await screen.findByRole('group', { name: 'Employees required per day' })).findByLabelText('Mon'),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says invalid user rights without a working-days right, and loads nothing', () => {
    const { details } = renderStep({ mode: 'none', canAdd: false, canChange: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user rights, please contact your administrator');
    expect(details).not.toHaveBeenCalled();
  });
});
