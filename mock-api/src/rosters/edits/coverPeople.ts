/** The names the cover calls answer with: an employee's name and surname, a position's name, from the roster's model. */
import type { RosterModel } from '@times/roster-engine';

export function coverNames(model: RosterModel) {
  const employees = new Map(model.employees.map((employee) => [employee.id, employee]));
  const positions = new Map(model.positions.map((position) => [position.id, position.name]));
  return {
    person: (id: string) => ({ name: employees.get(id)?.name ?? '', surname: employees.get(id)?.surname ?? '' }),
    position: (id: string) => positions.get(id) ?? '',
  };
}
