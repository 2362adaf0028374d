import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, validateWith } from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import { errorOutcome, okOutcome } from '@times/shared-sdk/testing';
import type { ErrorStatusOf, OutcomeOf } from '@times/shared-sdk/testing';
import type { RosterShift } from '../roster-period';
import { CreateRosterForm } from './CreateRosterForm';

const shift: RosterShift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day' };
const other: RosterShift = { std: 'S1', sftd: 'F2', siteName: 'North', shiftName: 'Night' };

type Outcome = OutcomeOf<typeof rostersApi.startCalculation>;
type Refusal = ErrorStatusOf<typeof rostersApi.startCalculation>;
const ok = (roster_ref: string) => Promise.resolve(okOutcome({ roster_ref, roster_start_date: '2026-12-01' }));
const refused = (status: Refusal, message: string, response: Record<string, unknown> = {}) =>
  Promise.resolve(errorOutcome(status, message, response));
const existing = (status: Refusal) =>
  refused(status, 'Error occured', { roster_ref: 'R7', roster_start_date: '2026-11-20' });

function renderForm(current: RosterShift | null = shift) {
  const onCreated = jest.fn();
  const view = render(
    <ThemeRoot>
      <CreateRosterForm shift={current} onCreated={onCreated} />
    </ThemeRoot>,
  );
  const rerender = (next: RosterShift) =>
    view.rerender(
      <ThemeRoot>
        <CreateRosterForm shift={next} onCreated={onCreated} />
      </ThemeRoot>,
    );
  return { onCreated, rerender, user: userEvent.setup() };
}

const dateInput = () => screen.getByLabelText('Start date');
const typeDate = (value: string) => fireEvent.change(dateInput(), { target: { value } });

afterEach(() => jest.restoreAllMocks());

describe('CreateRosterForm', () => {
  it('asks for a shift first when none is selected', () => {
    renderForm(null);
    expect(screen.getByText('Select a client, site and shift first')).toBeInTheDocument();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  });

  it("refuses a missing or short date with 'Select valid date' and sends nothing", async () => {
    const start = jest.spyOn(rostersApi, 'startCalculation');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));
    expect(await screen.findByText('Select valid date')).toBeInTheDocument();
    typeDate('2026-1-1');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));
    expect(await screen.findByText('Select valid date')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it("validates with the start-date schema: under 9 characters is 'Select valid date'", async () => {
    const validate = validateWith<{ start_date: string }>('rosterStartSchema');
    expect(await validate({ start_date: '2026-1-1' })).toEqual({ start_date: 'Select valid date' });
    expect(await validate({ start_date: '2026-12-01' })).toEqual({});
  });

  it('starts a new roster, resets the form and reports the roster started', async () => {
    const start = jest.spyOn(rostersApi, 'startCalculation').mockImplementation(() => ok('R1'));
    const { onCreated, user } = renderForm();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('R1'));
    expect(start).toHaveBeenCalledWith(
      { std: 'S1', sftd: 'F1', start_date: '2026-12-01', roster_ref: '', recalculate: 0 },
      expect.anything(),
    );
    expect(dateInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Start Calculation' })).toBeEnabled();
  });

  it("on ROSTER_ALREADY_CREATED offers 'Recalculate Roster' for that roster, then recalculates it", async () => {
    const start = jest
      .spyOn(rostersApi, 'startCalculation')
      .mockImplementationOnce(() => existing('ROSTER_ALREADY_CREATED'))
      .mockImplementationOnce(() => ok('R7'));
    const { onCreated, user } = renderForm();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Roster already created on 2026-11-20');
    expect(onCreated).not.toHaveBeenCalled();
    expect(dateInput()).toHaveValue('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Recalculate Roster' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('R7'));
    expect(start).toHaveBeenLastCalledWith(
      { std: 'S1', sftd: 'F1', start_date: '2026-12-01', roster_ref: 'R7', recalculate: 1 },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Start Calculation' })).toBeInTheDocument();
    expect(screen.queryByText('Roster already created on 2026-11-20')).not.toBeInTheDocument();
    expect(dateInput()).toHaveValue('');
  });

  it('on ROSTER_CALCULATION_IN_PROGRESS says when it started and offers a recalculation; another shift starts afresh', async () => {
    const start = jest
      .spyOn(rostersApi, 'startCalculation')
      .mockImplementationOnce(() => existing('ROSTER_CALCULATION_IN_PROGRESS'))
      .mockImplementationOnce(() => ok('R9'));
    const { rerender, user } = renderForm();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));
    expect(
      await screen.findByText('Roster calculation for this period already started on 2026-11-20'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recalculate Roster' })).toBeInTheDocument();

    rerender(other);
    expect(screen.getByRole('button', { name: 'Start Calculation' })).toBeInTheDocument();
    expect(screen.queryByText(/already started/)).not.toBeInTheDocument();
    typeDate('2027-01-01');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(start).toHaveBeenLastCalledWith(
      { std: 'S1', sftd: 'F2', start_date: '2027-01-01', roster_ref: '', recalculate: 0 },
      expect.anything(),
    );
  });

  it.each<[Refusal, string]>([
    ['INCORRECT_START_DATE', 'Incorrect start date'],
    ['ROSTER_WORKING_DAYS_REQUIRED', 'Roster working days is required'],
    [
      'ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED',
      'Assigned employees are less than required, use roster setup to add employees',
    ],
    ['INVALID_SHIFT_DETAILS', 'Invalid shift details'],
    ['INVALID_USER_RIGHTS', 'Invalid user rights'],
    ['SERVER_ERROR', 'Error occured'],
  ])('shows %s as %p in a red box and keeps the date', async (status, message) => {
    jest.spyOn(rostersApi, 'startCalculation').mockImplementation(() => refused(status, message));
    const { onCreated, user } = renderForm();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(dateInput()).toHaveValue('2026-12-01');
    expect(screen.getByRole('button', { name: 'Start Calculation' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('is disabled while the start is on its way', async () => {
    let answer: (outcome: Outcome) => void = () => undefined;
    jest
      .spyOn(rostersApi, 'startCalculation')
      .mockImplementation(() => new Promise<Outcome>((resolve) => (answer = resolve)));
    const { onCreated, user } = renderForm();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Calculation' })).toBeDisabled());
    expect(dateInput()).toBeDisabled();
    answer({ kind: 'ok', data: { status: 'OK', roster_ref: 'R2', roster_start_date: '2026-12-01' } });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('R2'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Calculation' })).toBeEnabled());
  });
});

describe('Calculate all shifts of this site', () => {
  type SiteOutcome = OutcomeOf<typeof rostersApi.startSiteCalculation>;
  const row = (sftd: string, shift_name: string, status: string, roster_ref = '') => ({
    sftd,
    shift_name,
    status,
    roster_ref,
    roster_start_date: roster_ref ? '2026-12-01' : '',
  });

  it("starts every shift of the site for the date, then opens the current shift's roster", async () => {
    const site = jest.spyOn(rostersApi, 'startSiteCalculation').mockImplementation(() =>
      Promise.resolve<SiteOutcome>({
        kind: 'ok',
        data: { status: 'OK', site_rosters: [row('F1', 'Day', 'OK', 'R1'), row('F2', 'Night', 'OK', 'R2')] },
      }),
    );
    const { onCreated, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Calculate all shifts of this site' }));
    expect(await screen.findByText('Select valid date')).toBeInTheDocument();
    expect(site).not.toHaveBeenCalled();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Calculate all shifts of this site' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('R1'));
    expect(site).toHaveBeenCalledWith({ std: 'S1', start_date: '2026-12-01', recalculate: 0 }, expect.anything());
    expect(screen.getByText('Calculating together: Day, Night')).toBeInTheDocument();
  });

  it('names the shifts holding the period, offers to recalculate them all, and says why a shift was left out', async () => {
    const site = jest
      .spyOn(rostersApi, 'startSiteCalculation')
      .mockImplementationOnce(() =>
        Promise.resolve<SiteOutcome>({
          kind: 'error',
          status: 'ROSTER_ALREADY_CREATED',
          message: 'Error occured',
          response: {
            status: 'ROSTER_ALREADY_CREATED',
            site_rosters: [
              row('F1', 'Day', 'ROSTER_ALREADY_CREATED', 'R1'),
              row('F3', 'Bare', 'ROSTER_WORKING_DAYS_REQUIRED'),
            ],
          },
        }),
      )
      .mockImplementationOnce(() =>
        Promise.resolve<SiteOutcome>({
          kind: 'ok',
          data: {
            status: 'OK',
            site_rosters: [row('F2', 'Night', 'OK', 'R2'), row('F3', 'Bare', 'ROSTER_WORKING_DAYS_REQUIRED')],
          },
        }),
      );
    const { onCreated, user } = renderForm();
    typeDate('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Calculate all shifts of this site' }));
    expect(await screen.findByText('Rosters already created for this period: Day')).toBeInTheDocument();
    expect(screen.getByText('Bare: Roster working days is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recalculate all shifts of this site' }));
    expect(await screen.findByText('Calculating together: Night')).toBeInTheDocument();
    expect(site.mock.calls[1]?.[0]).toMatchObject({ recalculate: 1 });
    // The current shift (Day) was not started: the page stays on the form.
    expect(onCreated).not.toHaveBeenCalled();
    expect(dateInput()).toHaveValue('2026-12-01');
  });
});
