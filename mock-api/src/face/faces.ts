/** The face vectors of an employee (one record per employee, replaced on every capture). */
import { nextId } from '../store/types';
import type { DbState, EmployeeRecord, FaceRecord } from '../store/types';

/**
 * An employee of the app by its public id. A local copy of the employee lookup, so the face
 * calls do not wait for the employees module; to be merged with employees/employees.ts.
 */
export const findEmployee = (state: DbState, appId: string, emd: string): EmployeeRecord | undefined =>
  state.employees.find((employee) => employee.app_id === appId && employee.emd === emd);

export const findFace = (state: DbState, appId: string, emd: string): FaceRecord | undefined =>
  state.faces.find((face) => face.app_id === appId && face.emd === emd);

/** Store the vectors of an employee's face, replacing an earlier capture (which keeps its id). */
export function putFace(draft: DbState, appId: string, emd: string, vector1: number[], vector2: number[], createdAt: string): void {
  const earlier = findFace(draft, appId, emd);
  const id = earlier?.id ?? nextId(draft.faces);
  draft.faces = draft.faces.filter((face) => face !== earlier);
  draft.faces.push({ id, app_id: appId, emd, vector1, vector2, created_at: createdAt });
}
