/**
 * /api/face/3454378 add face {empd, vector1, vector2}: stores the employee's face vectors, replacing
 * earlier ones; EMPLOYEE_DOES_NOT_EXIST also when the employee went before the write (decided inside it).
 */
import { Contract, EmployeeStatus, Status } from '../../contract';
import { isoAt } from '../context';
import { faceRoute } from './faceRoute';

export const faceAddRoute = faceRoute(Contract.face.add, async ({ input, appId, employee, ctx }) => {
  const stored = await ctx.repos.faces.putFace(appId, employee.emd, input.vector1, input.vector2, isoAt(ctx.now()));
  return stored ? { status: Status.OK } : { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
});
