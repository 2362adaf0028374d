import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { EmployeeAvailability, EmployeeShiftOption } from '@times/shared-sdk';
import { rosterShiftApi } from '@times/shared-sdk/app';
import { THABO, ok } from '../shiftEmployeesTestData';
import { AvailabilityDialog } from './AvailabilityDialog';
import { localToday } from './availabilityDraft';

afterEach(() => jest.restoreAllMocks());

const SHIFT = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day', isCreate: 1, isView: 1 } as const;

/** A date `days` from today, YYYY-MM-DD. */
const fromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
};

const none = {
  min_hours: null,
  max_hours: null,
  max_weekends: null,
  min_consecutive_days: null,
  min_consecutive_days_off: null,
  max_shifts: null,
  forbidden_successions: [],
};
const empty: EmployeeAvailability = { unavailable_dates: [], unavailable_days: [], requests: [], ...none };

/** Thabo's shifts: Late and Early here, Early at another site. */
const SHIFTS: EmployeeShiftOption[] = [
  { sftd: 'L', shift_name: 'Late', std: 'S1', site_name: 'North' },
  { sftd: 'F1', shift_name: 'Early', std: 'S1', site_name: 'North' },
  { sftd: 'A', shift_name: 'Early', std: 'S2', site_name: 'Hatfield' },
];

function renderDialog(stored: EmployeeAvailability = empty, canEdit = true, otherShiftRequests = 0) {
  jest
    .spyOn(rosterShiftApi, 'availability')
    .mockResolvedValue(
      ok({ employee_availability: stored, other_shift_requests: otherShiftRequests, employee_shifts: SHIFTS }),
    );
  const save = jest.spyOn(rosterShiftApi, 'saveAvailability').mockResolvedValue(ok({}));
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <AvailabilityDialog shift={SHIFT} employee={THABO} canEdit={canEdit} onClose={onClose} />
    </ThemeRoot>,
  );
  /** Replaces what an input holds with `text`, as a user would. */
  const retype = async (input: HTMLElement, text: string) => {
    await user.clear(input);
    await user.type(input, text);
  };
  const clickSave = () => user.click(screen.getByRole('button', { name: 'Save' }));
  /** The dialog closes after `availability` is sent to the server. */
  const expectSaved = async (availability: EmployeeAvailability) => {
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      'SE1',
      'S1',
      'F1',
      availability,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  };
  return { user, save, onClose, retype, clickSave, expectSaved };
}

const SUCCESSIONS = 'Shifts not worked the day after another (every site)';
const addForm = (name: 'Unavailable dates' | 'Day requests' | typeof SUCCESSIONS) => screen.getByRole('form', { name });

describe('AvailabilityDialog', () => {
  it("shows the employee's stored availability and saves the changes made", async () => {
    const kept = fromToday(3);
    const { user, retype, clickSave, expectSaved } = renderDialog(
      {
        unavailable_dates: [kept],
        unavailable_days: ['sat'],
        requests: [{ entry_date: fromToday(5), work: 1, weight: 8, this_shift: 1 }],
        ...none,
      },
      true,
      2,
    );
    expect(await screen.findByRole('dialog', { name: 'Availability of Thabo Mokoena' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Sat' })).toBeChecked();
    expect(screen.getByText(`${fromToday(5)}: Strongly prefers to work (8), only this shift`)).toBeInTheDocument();
    expect(screen.getByText('2 requests for other shifts (kept as they are)')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    const newDate = fromToday(10);
    await user.type(within(addForm('Unavailable dates')).getByLabelText('Date'), newDate);
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(await screen.findByText(newDate)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove request on ${fromToday(5)}` }));
    const requests = addForm('Day requests');
    await user.type(within(requests).getByLabelText('Request date'), fromToday(12));
    await retype(within(requests).getByLabelText('Weight (1-10)'), '3');
    await user.click(screen.getByRole('button', { name: 'Add request' }));
    expect(await screen.findByText(`${fromToday(12)}: Prefers a day off (3)`)).toBeInTheDocument();

    await clickSave();
    await expectSaved({
      unavailable_dates: [kept, newDate],
      unavailable_days: ['mon'],
      requests: [{ entry_date: fromToday(12), work: 0, weight: 3, this_shift: 0 }],
      ...none,
    });
  });

  it('says what is wrong with a date or a request and keeps what was typed', async () => {
    const taken = fromToday(4);
    const { user, retype } = renderDialog({ unavailable_dates: [taken], unavailable_days: [], requests: [], ...none });
    await screen.findByRole('checkbox', { name: 'Mon' });
    const dates = addForm('Unavailable dates');
    await user.type(within(dates).getByLabelText('Date'), taken);
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(await within(dates).findByText('This date is already in the list')).toBeInTheDocument();
    await retype(within(dates).getByLabelText('Date'), fromToday(-800));
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(await within(dates).findByText('Choose a date within a year back and two years ahead')).toBeInTheDocument();
    expect(within(dates).getByLabelText('Date')).toHaveValue(fromToday(-800));

    const requests = addForm('Day requests');
    await user.type(within(requests).getByLabelText('Request date'), taken);
    await retype(within(requests).getByLabelText('Weight (1-10)'), '11');
    await user.click(screen.getByRole('button', { name: 'Add request' }));
    expect(
      await within(requests).findByText('This date is marked unavailable; remove it there first'),
    ).toBeInTheDocument();
    expect(within(requests).getByText('Weight is a whole number from 1 to 10')).toBeInTheDocument();
    expect(within(requests).getByLabelText('Weight (1-10)')).toHaveValue(11);
    expect(screen.getByText('No request')).toBeInTheDocument();
  });

  it('keeps the dialog open with everything entered when the server refuses the save', async () => {
    const { user, save, onClose, clickSave } = renderDialog();
    save.mockResolvedValue({ kind: 'error', status: 'INVALID_USER_RIGHTS', message: 'Invalid user rights' });
    await user.click(await screen.findByRole('checkbox', { name: 'Sun' }));
    await clickSave();
    expect(await screen.findByText('Invalid user rights')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Sun' })).toBeChecked();
  });

  it('shows a viewer the availability without controls', async () => {
    renderDialog({ unavailable_dates: [fromToday(2)], unavailable_days: ['tue'], requests: [], ...none }, false);
    expect(await screen.findByText('You may view this availability but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tue' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Maximum hours')).toBeDisabled();
  });

  it('saves the hour limits as numbers, and clears one left empty', async () => {
    const { user, retype, clickSave, expectSaved } = renderDialog({ ...empty, min_hours: 40, max_hours: 200 });
    const min = await screen.findByLabelText('Minimum hours');
    expect(min).toHaveValue(40);
    await user.clear(min);
    await retype(screen.getByLabelText('Maximum hours'), '160');
    await clickSave();
    await expectSaved({ ...empty, min_hours: null, max_hours: 160 });
  });

  it('says what is wrong with the hour limits, keeps what was typed and saves nothing', async () => {
    const { user, save, retype, clickSave } = renderDialog();
    const min = await screen.findByLabelText('Minimum hours');
    const max = screen.getByLabelText('Maximum hours');
    await user.type(min, '7.5');
    await user.type(max, '800');
    await clickSave();
    expect(await screen.findAllByText('Hours are a whole number from 0 to 744')).toHaveLength(2);
    await retype(min, '170');
    await retype(max, '160');
    await clickSave();
    expect(await screen.findByText('The minimum is more than the maximum')).toBeInTheDocument();
    expect([min, max].map((input) => (input as HTMLInputElement).value)).toEqual(['170', '160']);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the maximum weekends, and refuses one that is not a whole number from 0 to 6', async () => {
    const { save, retype, clickSave, expectSaved } = renderDialog({ ...empty, max_weekends: 2 });
    const weekends = await screen.findByLabelText('Maximum weekends');
    expect(weekends).toHaveValue(2);
    await retype(weekends, '7');
    await clickSave();
    expect(await screen.findByText('Weekends are a whole number from 0 to 6')).toBeInTheDocument();
    expect((weekends as HTMLInputElement).value).toBe('7');
    expect(save).not.toHaveBeenCalled();
    await retype(weekends, '0');
    await clickSave();
    await expectSaved({ ...empty, max_weekends: 0 });
  });

  it('saves the minimum days in a row, and refuses 0', async () => {
    const { save, retype, clickSave, expectSaved } = renderDialog({ ...empty, min_consecutive_days: 3 });
    const run = await screen.findByLabelText('Minimum days in a row');
    expect(run).toHaveValue(3);
    await retype(run, '0');
    await clickSave();
    expect(await screen.findByText('Days in a row are a whole number from 1 to 7')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await retype(run, '2');
    await clickSave();
    await expectSaved({ ...empty, min_consecutive_days: 2 });
  });

  it('saves the days off in a row and the most shifts of this shift, keeping typed values on a refusal', async () => {
    const { user, save, onClose } = renderDialog({ ...empty, max_shifts: 12 });
    const most = await screen.findByLabelText('Most shifts of this shift');
    const off = screen.getByLabelText('Minimum days off in a row');
    expect(most).toHaveValue(12);
    expect(off).toHaveValue(null);
    await user.type(off, '9');
    await user.clear(most);
    await user.type(most, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Days off in a row are a whole number from 1 to 7')).toBeInTheDocument();
    expect(screen.getByText('Shifts are a whole number from 0 to 31')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(off).toHaveValue(9);
    expect(most).toHaveValue(40);
    await user.clear(off);
    await user.type(off, '2');
    await user.clear(most);
    await user.type(most, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      'SE1',
      'S1',
      'F1',
      { ...empty, min_consecutive_days_off: 2, max_shifts: 3 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('lists the forbidden successions, adds and removes them, says what is wrong and saves them', async () => {
    const stored = { ...empty, forbidden_successions: [{ first_sftd: 'L', next_sftd: 'A' }] };
    const { user, save, clickSave, expectSaved } = renderDialog(stored);
    // Early is the name of two shifts: each says its site.
    expect(await screen.findByText('Late then Early (Hatfield) the next day')).toBeInTheDocument();
    const form = addForm(SUCCESSIONS);
    const first = within(form).getByLabelText('After working');
    const next = within(form).getByLabelText('Not the next day');
    expect([...(first as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose a shift',
      'Late',
      'Early (North)',
      'Early (Hatfield)',
    ]);
    const add = () => user.click(within(form).getByRole('button', { name: 'Add' }));
    await add();
    expect(await within(form).findByText('Select the first shift')).toBeInTheDocument();
    expect(within(form).getByText('Select the shift of the next day')).toBeInTheDocument();
    // The same shift twice, then a pair already in the list: a message, the selection kept.
    await user.selectOptions(first, 'L');
    await user.selectOptions(next, 'L');
    await add();
    expect(await within(form).findByText('Choose two different shifts')).toBeInTheDocument();
    expect([(first as HTMLSelectElement).value, (next as HTMLSelectElement).value]).toEqual(['L', 'L']);
    await user.selectOptions(next, 'A');
    await add();
    expect(await within(form).findByText('This succession is already in the list')).toBeInTheDocument();
    expect((next as HTMLSelectElement).value).toBe('A');
    await user.selectOptions(next, 'F1');
    await add();
    expect(await screen.findByText('Late then Early (North) the next day')).toBeInTheDocument();
    expect((first as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove Late then Early (Hatfield) the next day' }));
    expect(screen.queryByText('Late then Early (Hatfield) the next day')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await clickSave();
    await expectSaved({ ...empty, forbidden_successions: [{ first_sftd: 'L', next_sftd: 'F1' }] });
  });

  it('shows a viewer the forbidden successions without the add row', async () => {
    renderDialog({ ...empty, forbidden_successions: [{ first_sftd: 'F1', next_sftd: 'L' }] }, false);
    expect(await screen.findByText('Early (North) then Late the next day')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: SUCCESSIONS })).not.toBeInTheDocument();
  });
});
