import type { RosterDetail } from '@times/shared-sdk';
import { dropAction } from './dropAction';
import type { DropCell } from './dropAction';

const detail = (employee_id: number, entry_date: string): RosterDetail => ({
  employee_id,
  entry_date,
  employee_role_id: 10,
  gender: 1,
});
const assigned = (employeeId: number, date: string): DropCell => ({
  employeeId,
  date,
  detail: detail(employeeId, date),
});
const empty = (employeeId: number, date: string): DropCell => ({ employeeId, date, detail: null });

describe('dropAction', () => {
  it('swaps an assigned cell dropped on another assigned cell', () => {
    const source = assigned(1, '2026-12-01');
    const target = assigned(2, '2026-12-02');
    expect(dropAction(source, target)).toEqual({ kind: 'swap', source, target });
  });

  it('moves an assigned cell dropped on an empty cell (another employee, or the same one)', () => {
    const source = assigned(1, '2026-12-01');
    expect(dropAction(source, empty(2, '2026-12-03'))).toEqual({
      kind: 'move',
      source,
      target: empty(2, '2026-12-03'),
    });
    expect(dropAction(source, empty(1, '2026-12-03'))).toEqual({
      kind: 'move',
      source,
      target: empty(1, '2026-12-03'),
    });
  });

  it('does nothing for the same cell', () => {
    expect(dropAction(assigned(1, '2026-12-01'), assigned(1, '2026-12-01'))).toEqual({ kind: 'none' });
  });

  it('does nothing when the dragged cell is empty, or a cell is unknown', () => {
    expect(dropAction(empty(1, '2026-12-02'), assigned(2, '2026-12-02'))).toEqual({ kind: 'none' });
    expect(dropAction(null, assigned(2, '2026-12-02'))).toEqual({ kind: 'none' });
    expect(dropAction(assigned(1, '2026-12-01'), null)).toEqual({ kind: 'none' });
  });

  it('leaves the same-employee swap to the swap check (it is still a swap)', () => {
    expect(dropAction(assigned(1, '2026-12-01'), assigned(1, '2026-12-05')).kind).toBe('swap');
  });
});
