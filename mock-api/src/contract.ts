/**
 * The one door to the shared-sdk contract: paths and call shapes. The shared-sdk barrel is
 * written for the browser, so the server imports the package's plain entry points (paths, types,
 * constants) by name (tsx and jest read the TS).
 */
import { Paths as PublicPaths } from '@times/shared-sdk/paths';
import { TimesPaths } from '@times/shared-sdk/app/paths';

/** Every path the server answers: the public pages' and the signed-in areas'. */
export const Paths = { ...PublicPaths, ...TimesPaths };
export type * from '@times/shared-sdk/types';
export type * from '@times/shared-sdk/rosterTypes';
export type * from '@times/shared-sdk/userTypes';
export type * from '@times/shared-sdk/attendanceTypes';
export type * from '@times/shared-sdk/selfServiceTypes';
export {
  Status,
  Limits,
  WORKFORCE_PRODUCT,
  TIMES_SUB_PRODUCT,
  TIMES_PRODUCT_NAME,
  ClientStatus,
  ClientFilter,
  SiteFilter,
  SITE_PAGE_SIZE,
} from '@times/shared-sdk/constants';
export { SelfServiceStatus, SelfServiceLimits } from '@times/shared-sdk/selfService';
export type { StatusCode } from '@times/shared-sdk/constants';
export { FormId, RightId, FORM_PERMISSIONS, UserType } from '@times/shared-sdk/rights';
export type { FormIdCode, FormPermission } from '@times/shared-sdk/rights';
export {
  EmployeeStatus,
  EmployeeSwitch,
  EMPLOYEE_ACTIVE,
  EmployeeFilter,
  EmployeePage,
  EMPLOYEE_PAGE_SIZE,
  EmployeeLimits,
  IdKindCode,
  DEFAULT_COUNTRY_CODE,
  CSV_FIELDS,
  FaceCapture,
} from '@times/shared-sdk/employees';
export { Contract, schemaRef, shape, defineCall } from '@times/shared-sdk/contract';
export type {
  CallAnswer,
  CallContract,
  CallSession,
  CallError,
  CallInput,
  CallOk,
  CallRequest,
  CallResponse,
  CallSchema,
  CallStatus,
  CallErrorStatus,
  Declares,
  SchemaRef,
} from '@times/shared-sdk/contract';
