/**
 * /api/face/3454379 face descriptors {empd, descriptors} (ours, issue 20): stores the face
 * description network's 128 numbers per capture sample (1 to 5), replacing earlier ones; the kiosk
 * recognises the employee by them. EMPLOYEE_DOES_NOT_EXIST also when the employee went before the
 * write (decided inside it).
 */
import { Contract, EmployeeStatus, Status } from '../../contract';
import { isoAt } from '../context';
import { faceRoute } from './faceRoute';

/** Four decimals are far finer than the distances the kiosk compares (0.01s): stored and sent shorter. */
const rounded = (descriptor: number[]) => descriptor.map((value) => Math.round(value * 10_000) / 10_000);

export const faceDescriptorsRoute = faceRoute(Contract.face.descriptors, async ({ input, appId, employee, ctx }) => {
  const descriptors = input.descriptors.map(rounded);
  const stored = await ctx.repos.faces.putDescriptors(appId, employee.emd, descriptors, isoAt(ctx.now()));
  return stored ? { status: Status.OK } : { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
});
