import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import { PublishBar } from './PublishBar';

const shift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day' };
const draft: RosterHeader = {
  rstd: 'R1',
  roster_period: '01 Dec 2026 - 31 Dec 2026',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_calc_time: '2026-11-21 10:00',
  site_name: 'North',
  shift_name: 'Day',
  roster_status: 'Successful',
  failure_reason: '',
  created_by: 'Thandi Admin',
  publish_state: 'Draft',
  published_at: '',
  published_by: '',
};
const published: RosterHeader = {
  ...draft,
  publish_state: 'Published',
  published_at: '2026-11-22 09:15',
  published_by: 'Thandi Admin',
};

const show = (header: RosterHeader, canPublish = true, onPublished = jest.fn()) => {
  render(
    <ThemeRoot>
      <PublishBar shift={shift} header={header} canPublish={canPublish} onPublished={onPublished} />
    </ThemeRoot>,
  );
  return onPublished;
};
const bar = () => screen.getByRole('group', { name: 'Roster state' });

afterEach(() => jest.restoreAllMocks());

describe('PublishBar', () => {
  it('publishes a Draft after the confirmation and says how many employees were notified', async () => {
    const publish = jest
      .spyOn(rostersApi, 'publish')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', roster: published, notified: 6 } });
    const onPublished = show(draft);
    expect(within(bar()).getByText('Draft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish roster' });
    expect(dialog).toHaveTextContent('Publish the roster for 01 Dec 2026 - 31 Dec 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(publish).toHaveBeenCalledWith({ std: 'S1', sftd: 'F1', roster_ref: 'R1' }, expect.anything());
    expect(await screen.findByText('Roster published: 6 employees notified')).toBeInTheDocument();
    expect(within(bar()).getByText('Published')).toBeInTheDocument();
    expect(within(bar()).getByText('Published 2026-11-22 09:15 by Thandi Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(onPublished).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const publish = jest.spyOn(rostersApi, 'publish');
    show(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(publish).not.toHaveBeenCalled();
    expect(within(bar()).getByText('Draft')).toBeInTheDocument();
  });

  it("shows the call's error and keeps the Draft", async () => {
    jest
      .spyOn(rostersApi, 'publish')
      .mockResolvedValue({ kind: 'error', status: 'ROSTER_FAILED', message: 'The roster calculation failed' });
    show(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The roster calculation failed');
    expect(within(bar()).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('shows the state without a Publish button to a user who may not publish, or once Published', () => {
    show(draft, false);
    expect(within(bar()).getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('shows when and by whom a Published roster was published', () => {
    show(published);
    expect(within(bar()).getByText('Published 2026-11-22 09:15 by Thandi Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
