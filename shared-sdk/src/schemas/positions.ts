/** Position (employee role) rules of spec 001 section 5: name 2-45, abbreviation 1-5, hours and days optional. */
import { number, object } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { Limits } from '../constants/codes';
import { text } from './text';

const v = validationMessages;

const hours = () =>
  number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? 0 : value,
    )
    .typeError(v.wholeNumber)
    .integer(v.wholeNumber)
    .min(0, v.wholeNumber)
    .max(744, v.wholeNumber)
    .default(0);
const flag = () => number().oneOf([0, 1]).default(0);

const positionFields = (nameMessage: string) => ({
  name: text().required(nameMessage).min(2, nameMessage).max(Limits.POSITION_NAME_MAX, v.maxLength),
  abbr: text().required(v.abbreviationRequired).max(Limits.ABBR_MAX, v.maxLength),
  m_hrs: hours(),
  w_hrs: hours(),
  d_hrs: hours(),
  mon: flag(),
  tue: flag(),
  wed: flag(),
  thu: flag(),
  fri: flag(),
  sat: flag(),
  sun: flag(),
  hld: flag(),
});

export const positionAddSchema = object(positionFields(v.positionNameRequired));
/** On update the spec's message reads 'Psition name is required' (sic). */
export const positionUpdateSchema = object(positionFields(v.positionNameRequiredOnUpdate));
export type PositionForm = InferType<typeof positionAddSchema>;

/** /api/empl/7653 payload. */
export const positionAddPayloadSchema = object({ employee_roles: positionAddSchema.required() });
/** /api/empl/5463 payload. */
export const positionUpdatePayloadSchema = object({
  rld: text().required(),
  employee_roles: positionUpdateSchema.required(),
});
/** /api/empl/23895 and /api/empl/85624 payload. */
export const positionIdSchema = object({ rld: text().required() });
