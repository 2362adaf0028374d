import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { RosterTabs } from './RosterTabs';
import type { RosterTabs as Allowed } from './tabsForRights';

// Summary and View Roster have tests of their own; here each is a stub naming what it was given.
jest.mock(
  '../roster-summary/RosterSummary',
  () => ({
    RosterSummary: ({ shift, rstd }: { shift: RosterShift; rstd?: string }) => (
      <p>{`summary of ${shift.sftd} roster ${rstd ?? 'none'}`}</p>
    ),
  }),
  { virtual: true },
);
jest.mock(
  '../roster-calendar/RosterCalendar',
  () => ({
    RosterCalendar: ({ shift, rstd, canEdit }: { shift: RosterShift; rstd?: string; canEdit: boolean }) => (
      <p>{`calendar of ${shift.sftd} roster ${rstd ?? 'none'} ${canEdit ? 'editable' : 'read-only'}`}</p>
    ),
  }),
  { virtual: true },
);

const ALL: Allowed = { tabs: ['create', 'summary', 'view'], initial: 'create' };
const VIEW: Allowed = { tabs: ['summary', 'view'], initial: 'summary' };
const day: RosterShift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day' };
const night: RosterShift = { std: 'S1', sftd: 'F2', siteName: 'North', shiftName: 'Night' };

function renderTabs(props: { allowed?: Allowed; shift?: RosterShift | null; canEdit?: boolean; rstd?: string } = {}) {
  const { allowed = ALL, shift = day, canEdit = true, rstd } = props;
  const tree = (current: RosterShift | null) => (
    <ThemeRoot>
      <RosterTabs allowed={allowed} shift={current} canEdit={canEdit} rstd={rstd} />
    </ThemeRoot>
  );
  const view = render(tree(shift));
  return { user: userEvent.setup(), setShift: (next: RosterShift | null) => view.rerender(tree(next)) };
}

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Roster' })).getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

afterEach(() => jest.restoreAllMocks());

describe('RosterTabs', () => {
  it('starts on the allowed first tab and shows each tab for the shift', async () => {
    const { user } = renderTabs({ canEdit: false });
    expect(tab('Create Roster')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByLabelText('Start date')).toBeInTheDocument();

    await user.click(tab('Summary'));
    expect(panel()).toHaveTextContent('summary of F1 roster none');
    await user.click(tab('View Roster'));
    expect(panel()).toHaveTextContent('calendar of F1 roster none read-only');
  });

  it('switches to Summary for the roster just started, and View Roster shows it too (editable)', async () => {
    jest
      .spyOn(rostersApi, 'startCalculation')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', roster_ref: 'R5', roster_start_date: '2026-12-01' } });
    const { user, setShift } = renderTabs();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Start Calculation' }));

    await waitFor(() => expect(tab('Summary')).toHaveAttribute('aria-selected', 'true'));
    expect(panel()).toHaveTextContent('summary of F1 roster R5');
    await user.click(tab('View Roster'));
    expect(panel()).toHaveTextContent('calendar of F1 roster R5 editable');

    // The roster belongs to its shift: another shift has none selected.
    setShift(night);
    expect(panel()).toHaveTextContent('calendar of F2 roster none editable');
  });

  it('shows only Summary and View Roster for right 10, with a pre-selected roster', () => {
    renderTabs({ allowed: VIEW, rstd: 'R3' });
    expect(
      within(screen.getByRole('tablist', { name: 'Roster' }))
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Summary', 'View Roster']);
    expect(panel()).toHaveTextContent('summary of F1 roster R3');
  });

  it('asks for a shift while none is selected', async () => {
    const { user } = renderTabs({ shift: null });
    expect(panel()).toHaveTextContent('Select a client, site and shift first');
    await user.click(tab('View Roster'));
    expect(panel()).toHaveTextContent('Select a client, site and shift first');
  });
});
