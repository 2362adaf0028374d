import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { FormRights, RosterWizardResponse } from '@times/shared-sdk';
import { ShiftWizard } from './ShiftWizard';
import type { ShiftStepProps } from './shiftStep';

// Each step is a stub showing what it was given, with a button that reports a save.
jest.mock('./stepComponents', () => {
  const stub =
    (key: string) =>
    ({ access, onSaved }: ShiftStepProps) => (
      <div>
        <p>{`${key} ${access.mode} add:${String(access.canAdd)}`}</p>
        <button type="button" onClick={onSaved}>{`save ${key}`}</button>
      </div>
    );
  return {
    STEP_COMPONENTS: ['workingDays', 'positions', 'employees', 'constraints'].map((key) => ({ key, Step: stub(key) })),
  };
});

const shift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day', isCreate: 1 as const, isView: 1 as const };
const admin: FormRights = { isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] };
const status = (flags: [0 | 1, 0 | 1, 0 | 1, 0 | 1]): RosterWizardResponse => ({
  status: 'OK',
  wizard_working_days: flags[0],
  wizard_positions: flags[1],
  wizard_employees: flags[2],
  wizard_constrains: flags[3],
  wizard_perc: (flags.filter(Boolean).length / 4) * 100,
});

function renderWizard(wizard: RosterWizardResponse, rights = admin, onChanged = jest.fn()) {
  render(
    <ThemeRoot>
      <ShiftWizard shift={shift} wizard={wizard} rights={rights} onChanged={onChanged} />
    </ThemeRoot>,
  );
  return { onChanged, user: userEvent.setup() };
}

const strip = () => screen.getByRole('list', { name: 'Roster setup' });

describe('ShiftWizard', () => {
  it('opens at working days when they are not done', () => {
    renderWizard(status([0, 1, 1, 0]));
    expect(screen.getByRole('heading', { name: 'Step 1: Working days setup' })).toBeInTheDocument();
    expect(screen.getByText('workingDays edit add:true')).toBeInTheDocument();
  });

  it('opens at positions, then at employees, as the earlier steps are done', () => {
    renderWizard(status([1, 0, 0, 0]));
    expect(screen.getByRole('heading', { name: 'Step 2: Positions setup' })).toBeInTheDocument();
  });

  it('numbers the steps and marks the done ones', () => {
    renderWizard(status([1, 1, 0, 0]));
    const names = within(strip())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Step 1: Working days setup (Working days setup completed)',
      'Step 2: Positions setup (Positions setup completed)',
      'Step 3: Employees setup',
      'Step 4: Constrains setup',
    ]);
    expect(within(strip()).getByRole('button', { name: 'Step 3: Employees setup' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('moves with Next and Previous and by the strip, disabled at the ends', async () => {
    const { user } = renderWizard(status([0, 0, 0, 0]));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2: Positions setup' })).toBeInTheDocument();
    await user.click(within(strip()).getByRole('button', { name: 'Step 4: Constrains setup' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 3: Employees setup' })).toBeInTheDocument();
  });

  it('on a save reloads the status, reports the step completed and moves on; the last step stays', async () => {
    const { user, onChanged } = renderWizard(status([0, 0, 0, 0]));
    await user.click(screen.getByRole('button', { name: 'save workingDays' }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Working days setup completed');
    expect(screen.getByRole('heading', { name: 'Step 2: Positions setup' })).toBeInTheDocument();

    await user.click(within(strip()).getByRole('button', { name: 'Step 4: Constrains setup' }));
    expect(screen.queryByText('Working days setup completed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'save constraints' }));
    expect(screen.getByText('Constrains setup completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 4: Constrains setup' })).toBeInTheDocument();
  });

  it("gives each step the user's access: working days view-only with right 21, positions none", () => {
    renderWizard(status([0, 0, 0, 0]), { isAdmn: 0, isOpsManager: 0, isGroupUser: 1, u_rights: [{ id: 21 }] });
    expect(screen.getByText('workingDays view add:false')).toBeInTheDocument();
  });
});
