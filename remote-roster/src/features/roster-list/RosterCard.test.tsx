import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { AvailableRoster } from '@times/shared-sdk';
import { RosterCard } from './RosterCard';

const roster: AvailableRoster = {
  rstd: 'R1',
  std: 'S1',
  sftd: 'F1',
  site_name: 'Pretoria Central',
  shift_name: 'Day shift',
  period: '01 Dec 2026 - 31 Dec 2026',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_cal_time: '2026-11-20 10:00',
  created_by: 'Thandi Admin',
  status: 'Successful',
};

describe('RosterCard', () => {
  it('opens the roster from a button showing the names it is named by, the details beside it', async () => {
    const onOpen = jest.fn();
    render(
      <ThemeRoot>
        <RosterCard roster={roster} onOpen={onOpen} />
      </ThemeRoot>,
    );
    const button = screen.getByRole('button', {
      name: 'Open roster Pretoria Central Day shift 01 Dec 2026 - 31 Dec 2026',
    });
    // What the button shows is part of its name (axe: label-content-name-mismatch), names kept apart.
    expect(button).toHaveTextContent(/^Pretoria Central Day shift$/);
    const card = button.closest('article') as HTMLElement;
    for (const text of ['Successful', '01 Dec 2026 - 31 Dec 2026', '2026-11-20 10:00', 'Thandi Admin'])
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(roster);
  });

  it('is a plain card without a button when it cannot be opened', () => {
    render(
      <ThemeRoot>
        <RosterCard roster={roster} />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Pretoria Central Day shift');
  });
});

describe('RosterCard publish state', () => {
  it('shows Draft for a roster never published and Published once it is', () => {
    const { rerender } = render(
      <ThemeRoot>
        <RosterCard roster={{ ...roster, publish_state: 'Draft' }} />
      </ThemeRoot>,
    );
    expect(within(screen.getByRole('article')).getByText('Draft')).toBeInTheDocument();
    rerender(
      <ThemeRoot>
        <RosterCard roster={{ ...roster, publish_state: 'Published' }} />
      </ThemeRoot>,
    );
    expect(within(screen.getByRole('article')).getByText('Published')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).queryByText('Draft')).not.toBeInTheDocument();
  });
});
