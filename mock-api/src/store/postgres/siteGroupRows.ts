/**
 * The site groups' table (migrations/*_site-groups.sql) as the store sees it: a write's new or renamed group is
 * upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a removed
 * one deleted; each moves its app's counter of the table.
 */
import type { SiteGroupRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

/** The row (alias g) as the API's record. */
export const SITE_GROUP_DOC = (g = 'g'): string =>
  `json_build_object('id', ${g}.id, 'gd', ${g}.gd, 'app_id', ${g}.app_id, 'name', ${g}.name)`;

const GROUPS: JsonUpsert = {
  table: 'site_groups',
  columns: { app_id: 'text', gd: 'text', name: 'text' },
  conflict: '(id)',
  update: ['name'],
};

const groupRow = (group: SiteGroupRecord): Record<string, unknown> & { id: number } => ({
  id: group.id,
  app_id: group.app_id,
  gd: group.gd,
  name: group.name,
});

/** The site groups' table as the store sees it (typedTables.ts). */
export const siteGroups = idKeyedTable(
  'site_groups',
  GROUPS,
  `SELECT ${SITE_GROUP_DOC()} AS doc FROM site_groups g ORDER BY g.id`,
  groupRow,
);
