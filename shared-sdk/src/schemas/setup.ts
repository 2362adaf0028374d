/** Schemas of spec 000 section 5: client, client type, site, site group, shift. */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { ClientStatus, Limits } from '../constants/codes';
import { rules } from './rules';
import { text } from './text';

const v = validationMessages;

const boundedName = (requiredMessage: string, max: number) =>
  text().required(requiredMessage).min(2, requiredMessage).max(max, v.maxLength);

const clientFields = (nameMax: number) => ({
  name: boundedName(v.clientNameRequired, nameMax),
  clnt_tpd: text().required(v.selectClientType),
  dt_started: rules.date(),
});

const clientStatus = () => number().oneOf([ClientStatus.ACTIVE, ClientStatus.DEACTIVATED]);

/** Add: the spec's write fields, clnt_status included (5 active, 10 deactivated; active when left out). */
export const clientAddSchema = object({
  ...clientFields(Limits.NAME_MAX),
  clnt_status: clientStatus().default(ClientStatus.ACTIVE),
});
export const clientUpdateSchema = object({ ...clientFields(Limits.CLIENT_UPDATE_NAME_MAX), clntd: text().required() });
export type ClientForm = InferType<typeof clientAddSchema>;

export const clientStatusSchema = object({
  clntd: text().required(),
  clnt_status: clientStatus().required(),
});

export const clientTypeSchema = object({ name: boundedName(v.clientTypeNameRequired, Limits.SHORT_NAME_MAX) });
export type ClientTypeForm = InferType<typeof clientTypeSchema>;

export const siteGroupSchema = object({ gnm: boundedName(v.groupNameRequired, Limits.SHORT_NAME_MAX) });
export type SiteGroupForm = InferType<typeof siteGroupSchema>;

/** The site form as the user fills it: the place is the chosen map place as JSON ('' for none). */
export const siteFormSchema = object({
  nm: boundedName(v.siteNameRequired, Limits.NAME_MAX),
  clnt: text().required(v.selectClient),
  sgd: text().required(v.selectGroup),
  ops: text().default(''),
  gen_emply: number().oneOf([0, 1]).required(),
  usr_emply: number()
    .oneOf([0, 1])
    .required()
    .test('one-applies', v.applyAtLeastOne, function atLeastOne(value) {
      return value === 1 || (this.parent as { gen_emply?: number }).gen_emply === 1;
    }),
  loc_autocomplete: string().required(v.choosePlace).test('place', v.choosePlace, isPlaceJson),
});
export type SiteForm = InferType<typeof siteFormSchema>;

/** The place must be JSON with a name and finite coordinates. */
export function isPlaceJson(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const place = JSON.parse(value) as { name?: unknown; lat?: unknown; lng?: unknown };
    return (
      typeof place.name === 'string' &&
      typeof place.lat === 'number' &&
      typeof place.lng === 'number' &&
      Math.abs(place.lat) <= 90 &&
      Math.abs(place.lng) <= 180
    );
  } catch {
    return false;
  }
}

export const sitePayloadSchema = siteFormSchema.shape({
  location_tp: number().required().oneOf([1]),
  location_changed: number().oneOf([0, 1]).default(1),
});

const time = (message: string) =>
  text()
    .required(message)
    .min(Limits.TIME_MIN, message)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, message);

export const shiftSchema = object({
  nm: boundedName(v.shiftNameRequired, Limits.NAME_MAX),
  std: text().required(v.selectSite),
  start_time: time(v.startTimeRequired),
  end_time: time(v.endTimeRequired),
});
export type ShiftForm = InferType<typeof shiftSchema>;
