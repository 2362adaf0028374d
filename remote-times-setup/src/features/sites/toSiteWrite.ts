import { SITE_LOCATION_TP } from '@times/shared-sdk';
import type { SiteWrite } from '@times/shared-sdk';

export interface SiteValues {
  nm: string;
  clnt: string;
  sgd: string;
  ops: string;
  gen_emply: 0 | 1;
  usr_emply: 0 | 1;
  loc_autocomplete: string;
}

/** The site form as the add/update payload; location_changed tells the server whether the place moved. */
export function toSiteWrite(
  values: SiteValues,
  original: { std: string; loc_autocomplete: string },
): SiteWrite & { std: string };
export function toSiteWrite(values: SiteValues, original: null): SiteWrite;
export function toSiteWrite(values: SiteValues, original: { std: string; loc_autocomplete: string } | null): SiteWrite {
  return {
    ...(original ? { std: original.std } : {}),
    nm: values.nm.trim(),
    clnt: values.clnt,
    sgd: values.sgd,
    ops: values.ops,
    gen_emply: values.gen_emply,
    usr_emply: values.usr_emply,
    location_tp: SITE_LOCATION_TP,
    loc_autocomplete: values.loc_autocomplete,
    location_changed: original && original.loc_autocomplete === values.loc_autocomplete ? 0 : 1,
  };
}
