/** Payload schemas of the setup calls beyond the forms' (ids, updates, list, search); the server validates with them. */
import { number, object } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { ClientFilter, SiteFilter } from '../constants/codes';
import { clientTypeSchema, shiftSchema, siteGroupSchema, sitePayloadSchema } from './setup';
import { text } from './text';

const v = validationMessages;

const publicId = (message: string) => text().required(message);

export const clientTypeIdSchema = object({ tpd: publicId(v.selectClientType) });
export const clientTypeUpdateSchema = clientTypeSchema.shape({ tpd: publicId(v.selectClientType) });
export const clientIdSchema = object({ clntd: publicId(v.selectClient) });

export const clientListSchema = object({
  flt: number().typeError(v.selectFilter).oneOf(Object.values(ClientFilter), v.selectFilter).default(ClientFilter.ALL),
});

export const siteGroupIdSchema = object({ sgd: publicId(v.selectGroup) });
export const siteGroupUpdateSchema = siteGroupSchema.shape({ sgd: publicId(v.selectGroup) });

export const siteIdSchema = object({ std: publicId(v.selectSite) });
export const siteUpdateSchema = sitePayloadSchema.shape({ std: publicId(v.selectSite) });

const latitude = () => number().typeError(v.invalidBounds).min(-90, v.invalidBounds).max(90, v.invalidBounds);
const longitude = () => number().typeError(v.invalidBounds).min(-180, v.invalidBounds).max(180, v.invalidBounds);

/** /api/site/32343: the filter, the page (1 first, 2 after the cursor) and the cursor. */
export const siteListSchema = object({
  flt: number().typeError(v.selectFilter).oneOf(Object.values(SiteFilter), v.selectFilter).default(SiteFilter.ALL),
  pg: number().typeError(v.invalidCursor).oneOf([1, 2], v.invalidCursor).default(1),
  lst_date: text().default(''),
  lst_count: number().typeError(v.invalidCursor).integer(v.invalidCursor).min(0, v.invalidCursor).default(0),
  flt_id: text().default(''),
  n_lat: latitude().default(0),
  n_lng: longitude().default(0),
  s_lat: latitude().default(0),
  s_lng: longitude().default(0),
});

/** /api/geo/11201: the text typed in the place search. */
export const placeSearchSchema = object({
  q: text().required(v.searchMin).min(2, v.searchMin).max(100, v.maxLength),
});

export const shiftIdSchema = object({ sftd: publicId(v.selectShift) });
export const shiftAddSchema = object({ site_shift: shiftSchema });
export const shiftUpdateSchema = shiftAddSchema.shape({ sftd: publicId(v.selectShift) });

/** /api/rstgen/45635: optionally the sites of one client only (clntd, as the roster screens send it). */
export const rosterSitesSchema = object({ clntd: text().default('') });
