/**
 * Names and order of a roster model's employees and positions, looked up by id (emd / rld). The
 * model carries the names as they were when the roster was calculated, so the roster keeps
 * showing them even if the employee or position changes or goes later.
 */
import type { EngineEmployee, EnginePosition, RosterModel } from '@times/roster-engine';

export interface ModelNames {
  /** 'name surname', '' for no (or an unknown) employee. */
  employeeName(id: string | null): string;
  /** The position's name, '' for no (or an unknown) position. */
  positionName(id: string | null): string;
  employee(id: string | null): EngineEmployee | undefined;
  position(id: string | null): EnginePosition | undefined;
  /** 0-based place in the model, or the number of entries for an unknown id (sorts last). */
  employeeOrder(id: string | null): number;
  positionOrder(id: string | null): number;
}

const indexOf = <T extends { id: string }>(items: readonly T[]): Map<string, number> =>
  new Map(items.map((item, i) => [item.id, i]));

export function modelNames(model: RosterModel): ModelNames {
  const employees = indexOf(model.employees);
  const positions = indexOf(model.positions);
  const employee = (id: string | null) => (id === null ? undefined : model.employees[employees.get(id) ?? -1]);
  const position = (id: string | null) => (id === null ? undefined : model.positions[positions.get(id) ?? -1]);
  return {
    employee,
    position,
    employeeName: (id) => {
      const found = employee(id);
      return found ? `${found.name} ${found.surname}` : '';
    },
    positionName: (id) => position(id)?.name ?? '',
    employeeOrder: (id) => (id === null ? model.employees.length : (employees.get(id) ?? model.employees.length)),
    positionOrder: (id) => (id === null ? model.positions.length : (positions.get(id) ?? model.positions.length)),
  };
}
