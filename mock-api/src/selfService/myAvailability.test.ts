/** The published periods My availability names: the employee's, from today on, one after another read as one. */
import { PublishState } from '@times/shared-sdk/schemas';
import type { RosterRecord } from '../store/types';
import { publishedPeriodsOf } from './myAvailability';

const roster = (start_date: string, end_date: string, fields: Partial<RosterRecord> = {}): RosterRecord =>
  ({
    app_id: 'A',
    start_date,
    end_date,
    publish_state: PublishState.PUBLISHED,
    model: { employees: [{ id: 'E1' }] },
    ...fields,
  }) as unknown as RosterRecord;

describe('publishedPeriodsOf', () => {
  it("merges the employee's published periods that touch, from today on, and skips others", () => {
    const rosters = [
      roster('2026-11-01', '2026-11-30'),
      roster('2026-12-01', '2026-12-31'),
      // Another shift's roster of the same month.
      roster('2026-12-01', '2026-12-31'),
      roster('2027-02-01', '2027-02-28'),
      roster('2027-03-01', '2027-03-31', { publish_state: undefined }),
      roster('2027-04-01', '2027-04-30', { model: { employees: [{ id: 'E2' }] } as RosterRecord['model'] }),
      roster('2027-05-01', '2027-05-31', { app_id: 'B' }),
      roster('2026-10-01', '2026-10-31'),
    ];
    expect(publishedPeriodsOf({ rosters }, 'A', 'E1', '2026-11-29')).toEqual([
      { from_date: '2026-11-29', to_date: '2026-12-31' },
      { from_date: '2027-02-01', to_date: '2027-02-28' },
    ]);
  });
});
