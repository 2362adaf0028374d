/** Schemas of spec 000 section 5: organization and app. */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../catalogue/messages';
import { Limits } from '../constants/codes';
import { rules } from './rules';

const v = messages.validation;

const organizationName = () => rules.personName(v.nameRequired);
const optionalText = () => string().trim().max(Limits.NAME_MAX, v.maxLength);

export const organizationFormSchema = object({
  name: organizationName(),
  regno: optionalText(),
  vatno: optionalText(),
});
export type OrganizationForm = InferType<typeof organizationFormSchema>;

/** /api/reg/9123 payload. */
export const organizationPayloadSchema = object({
  cnm: organizationName(),
  reg_no: optionalText().default(''),
  vat_no: optionalText().default(''),
  hasImg: number().oneOf([0, 1]).default(0),
  picd: string().default(''),
  picdd: string().default(''),
  location_tp: number().required(),
  lat: number().required(),
  lng: number().required(),
});

const appName = () =>
  string()
    .trim()
    .required(v.appNameRequired)
    .min(Limits.APP_NAME_MIN, v.appNameRequired)
    .max(Limits.APP_NAME_MAX, v.appNameTooLong);
const appDescription = () =>
  string()
    .trim()
    .required(v.appDescriptionRequired)
    .min(Limits.APP_DESCRIPTION_MIN, v.appDescriptionRequired)
    .max(Limits.APP_DESCRIPTION_MAX, v.appDescriptionTooLong);
const appHandle = () =>
  string()
    .trim()
    .max(Limits.APP_NAME_MAX, v.maxLength)
    .matches(/^[a-z0-9_.-]*$/i, { message: v.handleCharacters, excludeEmptyString: true });

export const appFormSchema = object({
  name: appName(),
  description: appDescription(),
  handle: appHandle(),
  /** Comma-separated. */
  tags: string().trim().max(500, v.maxLength),
});
export type NewAppForm = InferType<typeof appFormSchema>;

/** /api/auth/094564 payload. */
export const newAppPayloadSchema = object({
  app_nm: appName(),
  app_description: appDescription(),
  app_handle: appHandle().default(''),
  tags: array(object({ t_nm: string().trim().required().max(45) })).default([]),
  app_acc_tp: number().required().oneOf([1]),
  is_own_app: number().required().oneOf([0, 1]),
  cmpd: string().default(''),
  sub_prdct: number().required().oneOf([29]),
});
