/**
 * The opening every face call shares: guardedRoute (signed in, payload valid, EMPLOYEES and
 * POSITIONS right 1 held; admins pass), then the employee (empd) of the selected app (the
 * employees repository), else EMPLOYEE_DOES_NOT_EXIST.
 */
import { EmployeeStatus, FormId, RightId } from '../../contract';
import type { CallAnswer, CallContract, Declares } from '../../contract';
import type { EmployeeRecord } from '../../store/types';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractGuardedCall, GuardStatus } from '../guardedRoute';

export interface FaceCall<C extends CallContract> extends ContractGuardedCall<C> {
  employee: EmployeeRecord;
}

/** A face call on an employee {empd, …} of the app (EMPLOYEE_DOES_NOT_EXIST otherwise). */
export const faceRoute = <C extends CallContract>(
  contract: C & Declares<C, GuardStatus | typeof EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST>,
  handle: (call: FaceCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute =>
  // Declares<C, …> covers the refusal below; the compiler cannot see it for a generic C.
  guardedRoute<C>(contract as C & Declares<C, GuardStatus>, {
    formId: FormId.EMPLOYEES_AND_POSITIONS,
    rightId: RightId.MANAGE,
    handle: async (call) => {
      const { empd } = call.input as { empd: string };
      const employee = await call.ctx.repos.employees.find(call.appId, empd);
      if (!employee) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST } as CallAnswer<C>;
      return handle({ ...call, employee });
    },
  });
