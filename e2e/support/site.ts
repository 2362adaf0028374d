/** Adds a site to the seeded client Acme Retail (site group Gauteng, in Pretoria) through the API. */
import type { ApiUser } from './api';

/** Acme Retail's seeded site Pretoria Central, where the roster journeys set up their shifts. */
export const PRETORIA_CENTRAL = 'OGceToRPas8_5nFx';
const ACME_RETAIL = 'Me-6ljJ1Gd4bmd_5';
const GAUTENG = 'IQKMNWcyhYNzAooU';

/** Answers the new site's std, or throws with the status. */
export async function addAcmeRetailSite(admin: ApiUser, name: string): Promise<string> {
  const site = await admin.call('/api/site/4645654', {
    nm: name,
    clnt: ACME_RETAIL,
    sgd: GAUTENG,
    ops: '',
    gen_emply: 1,
    usr_emply: 0,
    location_tp: 1,
    loc_autocomplete: JSON.stringify({
      name: 'Pretoria',
      description: 'Gauteng, South Africa',
      lat: -25.75,
      lng: 28.23,
    }),
    location_changed: 1,
  });
  if (site.status !== 'OK') throw new Error(`site ${name}: ${site.status}`);
  return String(site.sd);
}
