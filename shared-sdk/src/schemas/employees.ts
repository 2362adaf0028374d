/**
 * Employee, leave, search, import and face rules of spec 001 section 5: the form schemas (formik
 * on the screens) and the payload schemas the server validates with.
 */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { EmployeeFilter, EmployeeLimits, EmployeePage, EmployeeSwitch, IdKindCode } from '../constants/employees';
import { rules } from './rules';
import { text } from './text';

const v = validationMessages;
const L = EmployeeLimits;

const personName = (message: string) => text().required(message).min(L.NAME_MIN, message).max(L.NAME_MAX, v.maxLength);
const optionalText = () => text().max(L.NAME_MAX, v.maxLength).default('');

/** The fields of the add and edit forms (and of the `employee` object of the calls). */
export const employeeSchema = object({
  name: personName(v.employeeNameRequired),
  surname: personName(v.employeeSurnameRequired),
  country_id: number()
    .typeError(v.selectCountry)
    .required(v.selectCountry)
    .integer(v.selectCountry)
    .min(1, v.selectCountry),
  country_code: number()
    .typeError(v.selectCountry)
    .required(v.selectCountry)
    .integer(v.selectCountry)
    .min(1, v.selectCountry),
  date_of_birth: rules.date(),
  mobile: text().required(v.mobileRequired).min(L.MOBILE_MIN, v.mobileRequired).max(L.MOBILE_MAX, v.maxLength),
  gender: rules.gender(),
  isIDOrPass: number()
    .typeError(v.selectIdKind)
    .required(v.selectIdKind)
    .oneOf([IdKindCode.ID, IdKindCode.PASSPORT], v.selectIdKind),
  idOrPass: optionalText(),
  employee_number: optionalText(),
});
export type EmployeeForm = InferType<typeof employeeSchema>;

const empd = () => text().required(v.selectEmployee);

/** /api/empl/6456. */
export const employeeAddPayloadSchema = object({ employee: employeeSchema.required() });
/** /api/empl/876235. */
export const employeeUpdatePayloadSchema = object({ empd: empd(), employee: employeeSchema.required() });
/** /api/empl/23452, /api/empl/65343, /api/empl/72345, /api/face/4564634, /api/face/43232, /api/face/431241. */
export const employeeIdSchema = object({ empd: empd() });
/** /api/empl/6452211. */
export const employeeStatusSchema = object({
  empd: empd(),
  s_sts: number()
    .typeError(v.selectFilter)
    .required(v.selectFilter)
    .oneOf([EmployeeSwitch.ACTIVATE, EmployeeSwitch.DEACTIVATE], v.selectFilter),
});

/** /api/empl/324678: the filter, the page and the cursor of the previous page. */
export const employeeListSchema = object({
  flt: number()
    .typeError(v.selectFilter)
    .oneOf(Object.values(EmployeeFilter), v.selectFilter)
    .default(EmployeeFilter.ALL),
  pg: number().typeError(v.selectFilter).oneOf(Object.values(EmployeePage), v.selectFilter).default(EmployeePage.FIRST),
  lst_count: number().typeError(v.selectFilter).integer().min(0).default(0),
  lst_date: string().default(''),
  lst_value: number().typeError(v.selectFilter).default(0),
  srch_word: text().default(''),
});

/** /api/empl/86743: the type-ahead runs above 3 characters. */
export const employeeSearchSchema = object({
  srch_word: text()
    .required(v.searchWordRequired)
    .min(L.TYPE_AHEAD_MIN, v.searchWordRequired)
    .max(L.NAME_MAX, v.maxLength),
});

/** The Leave Days form. */
export const leaveSchema = object({ leave_day: rules.date() });
/** /api/empl/9454. */
export const leaveAddPayloadSchema = leaveSchema.shape({ empd: empd() });
/** /api/empl/5347. */
export const leaveIdSchema = object({ lvdd: text().required(v.selectLeave) });

/** One import row: loose on the way in, each row is checked on its own and answered with a status. */
const importRowSchema = object({
  name: string().default(''),
  surname: string().default(''),
  date_of_birth: string().default(''),
  mobile: string().default(''),
  gender: string().default(''),
  employee_number: string().default(''),
  isIDOrPass: string().default(''),
  idOrPass: string().default(''),
});
/** /api/empl/765464: the country of the file and up to 100 rows. */
export const employeeImportPayloadSchema = object({
  country_code: number().typeError(v.selectCountry).required(v.selectCountry).integer().min(1, v.selectCountry),
  country_id: number().typeError(v.selectCountry).required(v.selectCountry).integer().min(1, v.selectCountry),
  employees: array(importRowSchema).required(v.importBatch).min(1, v.importBatch).max(L.IMPORT_BATCH, v.importBatch),
});

const vector = () =>
  array(number().required().typeError(v.invalidFaceVector))
    .required(v.invalidFaceVector)
    .min(1, v.invalidFaceVector)
    .max(5000, v.invalidFaceVector);
/** /api/face/3454378. */
export const faceAddSchema = object({ empd: empd(), vector1: vector(), vector2: vector() });

/** Numbers in a face descriptor (the face description network's output). */
export const FACE_DESCRIPTOR_LENGTH = 128;
/** Descriptors kept per employee: one per capture sample. */
export const FACE_DESCRIPTORS_MAX = 5;
const descriptor = () =>
  array(number().required(v.invalidFaceDescriptor).typeError(v.invalidFaceDescriptor))
    .required(v.invalidFaceDescriptor)
    .length(FACE_DESCRIPTOR_LENGTH, v.invalidFaceDescriptor);
/** /api/face/3454379 (ours, issue 20). */
export const faceDescriptorsSchema = object({
  empd: empd(),
  descriptors: array(descriptor())
    .required(v.invalidFaceDescriptor)
    .min(1, v.invalidFaceDescriptor)
    .max(FACE_DESCRIPTORS_MAX, v.invalidFaceDescriptor),
});

const dimension = () =>
  number()
    .typeError(v.invalidUpload)
    .required(v.invalidUpload)
    .integer(v.invalidUpload)
    .min(1, v.invalidUpload)
    .max(4096, v.invalidUpload);
/** /api/face/654653 and /api/face/675462. */
export const faceConfirmSchema = object({
  empd: empd(),
  rcdd: text().required(v.invalidUpload),
  size: number()
    .typeError(v.invalidUpload)
    .required(v.invalidUpload)
    .integer(v.invalidUpload)
    .min(1, v.invalidUpload)
    .max(10 * 1024 * 1024, v.invalidUpload),
  width: dimension(),
  height: dimension(),
});
