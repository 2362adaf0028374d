/** /api/face/3454378 add face {empd, vector1, vector2}: stores the employee's face vectors, replacing earlier ones. */
import { Contract, Status } from '../../contract';
import { putFace } from '../../face/faces';
import { isoAt } from '../context';
import { faceRoute } from './faceRoute';

export const faceAddRoute = faceRoute(Contract.face.add, async ({ input, appId, employee, ctx }) => {
  await ctx.store.update((draft) =>
    putFace(draft, appId, employee.emd, input.vector1, input.vector2, isoAt(ctx.now())),
  );
  return { status: Status.OK };
});
