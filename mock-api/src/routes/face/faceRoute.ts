/**
 * The opening every face call shares: guardedRoute (signed in, payload valid, EMPLOYEES and
 * POSITIONS right 1 held; admins pass), then the employee (empd) of the selected app, else
 * EMPLOYEE_DOES_NOT_EXIST.
 */
import type { AnyObjectSchema } from 'yup';
import { EmployeeStatus, FormId, RightId } from '../../contract';
import { findEmployee } from '../../employees/employees';
import type { EmployeeRecord } from '../../store/types';
import type { ApiResult, ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { GuardedCall } from '../guardedRoute';

export interface FaceCall<S extends AnyObjectSchema> extends GuardedCall<S> {
  employee: EmployeeRecord;
}

export interface FaceRouteOptions<S extends AnyObjectSchema> {
  path: string;
  /** A payload schema with the employee's empd. */
  schema: S;
  handle: (call: FaceCall<S>) => ApiResult | Promise<ApiResult>;
}

export const faceRoute = <S extends AnyObjectSchema>({ path, schema, handle }: FaceRouteOptions<S>): ApiRoute =>
  guardedRoute({
    path,
    schema,
    formId: FormId.EMPLOYEES_AND_POSITIONS,
    rightId: RightId.MANAGE,
    handle: (call) => {
      const { empd } = call.input as { empd: string };
      const employee = findEmployee(call.ctx.store.data, call.appId, empd);
      if (!employee) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
      return handle({ ...call, employee });
    },
  });
