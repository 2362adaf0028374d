/** The face vectors of an employee (one record per employee, replaced on every capture). */
import { nextId } from '../store/types';
import type { DbState, FaceRecord } from '../store/types';

export const findFace = (state: DbState, appId: string, emd: string): FaceRecord | undefined =>
  state.faces.find((face) => face.app_id === appId && face.emd === emd);

/** Store the vectors of an employee's face, replacing an earlier capture (which keeps its id). */
export function putFace(
  draft: DbState,
  appId: string,
  emd: string,
  vector1: number[],
  vector2: number[],
  createdAt: string,
): void {
  const earlier = findFace(draft, appId, emd);
  const id = earlier?.id ?? nextId(draft.faces);
  draft.faces = draft.faces.filter((face) => face !== earlier);
  draft.faces.push({ id, app_id: appId, emd, vector1, vector2, created_at: createdAt });
}
