/** Schemas of spec 000 section 5: organization and app. */
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { Limits } from '../constants/codes';
import { FORM_PERMISSIONS } from '../constants/rights';
import { rules } from './rules';
import { text } from './text';

const v = validationMessages;

const organizationName = () => rules.personName(v.nameRequired);
const optionalText = () => text().max(Limits.NAME_MAX, v.maxLength);

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
  text()
    .required(v.appNameRequired)
    .min(Limits.APP_NAME_MIN, v.appNameRequired)
    .max(Limits.APP_NAME_MAX, v.appNameTooLong);
const appDescription = () =>
  text()
    .required(v.appDescriptionRequired)
    .min(Limits.APP_DESCRIPTION_MIN, v.appDescriptionRequired)
    .max(Limits.APP_DESCRIPTION_MAX, v.appDescriptionTooLong);
const appHandle = () =>
  text()
    .max(Limits.APP_NAME_MAX, v.maxLength)
    .matches(/^[a-z0-9_.-]*$/i, { message: v.handleCharacters, excludeEmptyString: true });

export const appFormSchema = object({
  name: appName(),
  description: appDescription(),
  handle: appHandle(),
  /** Comma-separated. */
  tags: text().max(500, v.maxLength),
});
export type NewAppForm = InferType<typeof appFormSchema>;

/** /api/auth/094564 payload. */
export const newAppPayloadSchema = object({
  app_nm: appName(),
  app_description: appDescription(),
  app_handle: appHandle().default(''),
  tags: array(object({ t_nm: text().required().max(45) })).default([]),
  app_acc_tp: number().required().oneOf([1]),
  is_own_app: number().required().oneOf([0, 1]),
  cmpd: string().default(''),
  sub_prdct: number().required().oneOf([29]),
});

const requiredText = (message: string) => text().required(message);

/** /api/gen/23432 select app payload. */
export const selectAppPayloadSchema = object({
  prd: number().typeError(v.selectValidProduct).required(v.selectValidProduct),
  sprd: number().typeError(v.selectValidProduct).required(v.selectValidProduct),
  ap_id: requiredText(v.selectValidApp),
  isOwn: number().typeError(v.selectValidApp).required(v.selectValidApp).oneOf([0, 1], v.selectValidApp),
  cmpd: text().default(''),
});

/** /api/auth/093452 confirm app payload. */
export const confirmAppPayloadSchema = object({
  ad: requiredText(v.invalidAppReference),
  add: requiredText(v.invalidAppReference),
});

/** /api/auth/543452 form rights payload. */
export const formRightsPayloadSchema = object({
  f_rd: number()
    .typeError(v.selectValidForm)
    .required(v.selectValidForm)
    .oneOf(
      FORM_PERMISSIONS.map((form) => form.frm_id),
      v.selectValidForm,
    ),
});

/** /api/auth/46546 roster wizard details payload. */
export const rosterWizardPayloadSchema = object({
  std: requiredText(v.selectSite),
  sftd: requiredText(v.selectShift),
});
