/**
 * The SQL of the user groups repository on PostgreSQL: reads of the groups' and their site access tables
 * (migrations/*_user-groups.sql), each on an index made for it. The parameter $1 is always the app's public id.
 */
import { GROUP_DOC, GROUP_SITE_DOC } from '../../store/postgres/groupRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/**
 * The app's groups by name in any case and accent, as localeCompare at base strength, then id
 * (apps.ts byName).
 */
export const LIST = `SELECT ${GROUP_DOC()} AS doc FROM user_groups g WHERE g.app_id = $1
  ORDER BY g.name COLLATE times_name_order, g.id`;

/** The group of the app with this gdd ($2). */
export const ONE = `SELECT ${GROUP_DOC()} AS doc FROM user_groups g WHERE g.app_id = $1 AND g.gdd = $2`;

/**
 * A group's ($2, its id) access records of a kind ($3) (groupSites.ts groupSitesOf), each with the name of the
 * app's first site written with its std, none for a site the app does not have; by the site's name at base
 * strength, then the record's id.
 */
export const SITES = `SELECT ${GROUP_SITE_DOC()} AS doc, s.name FROM group_sites a
  CROSS JOIN LATERAL (
    SELECT s.name AS name FROM ${SITE_ROWS} s
    WHERE s.app_id = $1 AND s.sd = a.std
    ORDER BY s.ord LIMIT 1
  ) s
  WHERE a.app_id = $1 AND a.group_id = $2 AND a.kind = $3
  ORDER BY s.name COLLATE times_name_order, a.id`;
