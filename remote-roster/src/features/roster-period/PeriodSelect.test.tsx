import { render, screen } from '@testing-library/react';
import type { RosterPeriod } from '@times/shared-sdk';
import { PeriodSelect } from './PeriodSelect';

const period = (rstd: string, roster_period: string, roster_status: string, publish_state?: 'Draft' | 'Published') =>
  ({
    rstd,
    start_date: '',
    end_date: '',
    roster_period,
    start_calc_time: '',
    roster_status,
    publish_state,
  }) satisfies RosterPeriod;

describe('PeriodSelect', () => {
  it('labels a Successful roster Draft or Published, and one not Successful by its status', () => {
    render(
      <PeriodSelect
        periods={[
          period('R3', '01 Feb 2027 - 28 Feb 2027', 'Processing', 'Published'),
          period('R2', '01 Jan 2027 - 31 Jan 2027', 'Successful', 'Published'),
          period('R1', '01 Dec 2026 - 31 Dec 2026', 'Successful', 'Draft'),
        ]}
        value="R2"
        onChange={jest.fn()}
      />,
    );
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels.slice(1)).toEqual([
      '01 Feb 2027 - 28 Feb 2027 (Processing)',
      '01 Jan 2027 - 31 Jan 2027 (Published)',
      '01 Dec 2026 - 31 Dec 2026 (Draft)',
    ]);
  });
});
