import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { calendarLinksApi } from '@times/shared-sdk/app';
import { ok } from '../shift-employees/shiftEmployeesTestData';
import { CalendarLinkDialog } from './CalendarLinkDialog';

afterEach(() => jest.restoreAllMocks());

const LINK = { rshftempd: 'R1', std: 'S1', sftd: 'F1' };
const NONE = { created_at: '', expires_at: '' };
const LIVE = { created_at: '2026-03-01T08:00:00.000Z', expires_at: '2027-03-01T08:00:00.000Z' };
const URL = 'http://api.test/calendar/abc.ics';

function renderDialog(stored = NONE) {
  jest.spyOn(calendarLinksApi, 'details').mockResolvedValue(ok({ calendar_link: stored }));
  const create = jest
    .spyOn(calendarLinksApi, 'create')
    .mockResolvedValue(ok({ calendar_link: LIVE, calendar_url: URL }));
  const revoke = jest.spyOn(calendarLinksApi, 'revoke').mockResolvedValue(ok({ calendar_link: NONE }));
  render(
    <ThemeRoot>
      <CalendarLinkDialog link={LINK} employeeName="Thabo Mokoena" onClose={jest.fn()} />
    </ThemeRoot>,
  );
  return { create, revoke, user: userEvent.setup() };
}

describe('CalendarLinkDialog', () => {
  it('creates a link and shows it once with Copy', async () => {
    const { create, user } = renderDialog();
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(create).toHaveBeenCalledWith(LINK, expect.anything());
    expect(await screen.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(URL);
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    expect(screen.getByText('A link created 2026-03-01 works until 2027-03-01.')).toBeInTheDocument();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('replaces or revokes a live link only after a confirmation', async () => {
    const { create, revoke, user } = renderDialog(LIVE);
    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    expect(revoke).not.toHaveBeenCalled();
    expect(screen.getByText(/Calendars subscribed to it stop updating/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(revoke).toHaveBeenCalledWith(LINK, expect.anything());
    expect(await screen.findByText('The link was revoked: it no longer works.')).toBeInTheDocument();
    expect(screen.getByText('No calendar link yet.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server refusal and keeps the dialog', async () => {
    const { create, user } = renderDialog();
    create.mockResolvedValue({ kind: 'error', status: 'INVALID_USER_RIGHTS', message: 'Invalid user rights' });
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Invalid user rights')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
  });
});
